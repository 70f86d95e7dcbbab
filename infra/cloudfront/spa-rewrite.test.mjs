// Unit test of the viewer-request CloudFront Function: node --test infra/cloudfront/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('./spa-rewrite.js', import.meta.url), 'utf8');
const handler = new Function(`${source}\nreturn handler;`)();
const rewrite = (uri) => handler({ request: { uri, method: 'GET', headers: {} } }).uri;

test('client-side routes go to /index.html', () => {
  for (const uri of ['/', '/generate', '/payment-success', '/nda/', '/sample/nda', '/download']) {
    assert.equal(rewrite(uri), '/index.html', uri);
  }
});

test('files keep their path', () => {
  for (const uri of ['/index.html', '/assets/index-abc123.js', '/assets/app.css', '/favicon.ico',
    '/robots.txt', '/fonts/inter.woff2']) {
    assert.equal(rewrite(uri), uri, uri);
  }
});
