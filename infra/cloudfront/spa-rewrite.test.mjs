// Unit test of the SPA behaviour's CloudFront Function (viewer request and viewer response): node --test infra/cloudfront/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('./spa-rewrite.js', import.meta.url), 'utf8');
const load = () => new Function(`${source}\nreturn { handler, ROUTES, PRERENDERED };`)();
const { handler, ROUTES, PRERENDERED } = load();

const viewerRequest = (uri) => {
  const request = { uri, method: 'GET', querystring: {}, headers: {}, cookies: {} };
  return handler({ version: '1.0', context: { eventType: 'viewer-request' }, request });
};
const rewrite = (uri) => viewerRequest(uri).uri;

// What the viewer gets for `uri` when the origin answers `status`. CloudFront's documentation does not say whether
// the response event sees the request as the viewer sent it or as the request event rewrote it; both are tried.
const respond = (uri, status, { seesRewrite }) => {
  const sent = viewerRequest(uri);
  const request = seesRewrite ? sent : { uri, method: 'GET', querystring: {}, headers: {}, cookies: {} };
  const response = { statusCode: status, statusDescription: 'OK', headers: {}, cookies: {} };
  return handler({ version: '1.0', context: { eventType: 'viewer-response' }, request, response });
};

test('pages go to /index.html, or to their own file where the build draws them ahead', () => {
  for (const uri of ['/generate', '/payment-success', '/sample-document/nda', '/nope', '/sample/nda',
    '/nda/extra', '/prerendered']) {
    assert.equal(rewrite(uri), '/index.html', uri);
  }
  assert.equal(rewrite('/'), '/prerendered/home.html');
  for (const uri of ['/nda', '/nda/', '/NDA', '/n%64a']) assert.equal(rewrite(uri), '/prerendered/nda.html', uri);
  for (const uri of ['/download', '/Download/']) assert.equal(rewrite(uri), '/prerendered/download.html', uri);
});

test('the pages drawn ahead are the ones frontend/build-tools/prerendered-pages.json names', () => {
  const table = JSON.parse(readFileSync(new URL('../../frontend/build-tools/prerendered-pages.json', import.meta.url), 'utf8'));
  const expected = Object.fromEntries(Object.entries(table.pages).map(([route, file]) => [route, `/${file}`]));
  assert.deepEqual({ ...PRERENDERED }, expected,
    'infra/cloudfront/spa-rewrite.js PRERENDERED differs from prerendered-pages.json: update it and the inline copy in template.yaml');
});

test('files keep their path', () => {
  for (const uri of ['/index.html', '/assets/index-abc123.js', '/assets/app.css', '/favicon.ico',
    '/robots.txt', '/sitemap.xml', '/og-image.png']) {
    assert.equal(rewrite(uri), uri, uri);
  }
});

test('pages of the route table answer 200, others 404, whichever request the response event sees', () => {
  for (const seesRewrite of [false, true]) {
    for (const uri of ['/', '/nda', '/nda/', '/NDA', '/generate', '/sample-document/tos', '/privacy-policy']) {
      assert.equal(respond(uri, 200, { seesRewrite }).statusCode, 200, `${uri} (sees rewrite: ${seesRewrite})`);
    }
    for (const uri of ['/nope', '/404', '/sample-document', '/sample-document/nda/extra', '/nda/extra']) {
      const response = respond(uri, 200, { seesRewrite });
      assert.equal(response.statusCode, 404, `${uri} (sees rewrite: ${seesRewrite})`);
      assert.equal(response.headers['cache-control'].value, 'no-cache', uri);
    }
  }
});

test('the operator page and a visitor\'s own pages are never indexed, whichever request the response event sees', () => {
  for (const seesRewrite of [false, true]) {
    for (const uri of ['/test-adobe', '/TEST-ADOBE/', '/payment-success', '/download', '/generate']) {
      assert.equal(respond(uri, 200, { seesRewrite }).headers['x-robots-tag']?.value, 'noindex, nofollow', uri);
    }
    for (const uri of ['/', '/nda', '/about', '/sample-document/nda', '/assets/index-abc.js']) {
      assert.equal(respond(uri, 200, { seesRewrite }).headers['x-robots-tag'], undefined, uri);
    }
  }
});

test('hashed assets may be kept for a year; pages, other files and failures are revalidated', () => {
  for (const seesRewrite of [false, true]) {
    const asset = respond('/assets/index-abc123.js', 200, { seesRewrite });
    assert.equal(asset.headers['cache-control'].value, 'public, max-age=31536000, immutable');
    assert.equal(respond('/assets/index-abc123.js', 304, { seesRewrite }).headers['cache-control'].value,
      'public, max-age=31536000, immutable');
    for (const [uri, status] of [['/assets/missing.js', 403], ['/', 200], ['/index.html', 200], ['/robots.txt', 200],
      ['/nope', 200]]) {
      assert.equal(respond(uri, status, { seesRewrite }).headers['cache-control'].value, 'no-cache', uri);
    }
    // A missing file keeps the origin's status.
    assert.equal(respond('/assets/missing.js', 403, { seesRewrite }).statusCode, 403);
  }
});

/** The route patterns of frontend/src/config/paths.ts, but the catch-all. */
function routesOfPathsTs() {
  const paths = readFileSync(new URL('../../frontend/src/config/paths.ts', import.meta.url), 'utf8');
  return [...paths.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
}

test('the route table is the one in frontend/src/config/paths.ts', () => {
  assert.deepEqual([...ROUTES].sort(), routesOfPathsTs().sort(),
    'infra/cloudfront/spa-rewrite.js ROUTES differs from paths.ts: update it, the inline copy in template.yaml, and SPA_ROUTES in server/src/spa.rs');
});

test('the function stays within what CloudFront Functions accept', () => {
  // cloudfront-js-2.0 limits a function to 10 KB; no module syntax.
  assert.ok(Buffer.byteLength(source) < 10 * 1024, `${Buffer.byteLength(source)} bytes`);
  assert.doesNotMatch(source, /^\s*(import|export)\s/m);
});
