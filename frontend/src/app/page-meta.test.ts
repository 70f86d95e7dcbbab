/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { indexablePaths, pageMetaFor } from './page-meta';

/** One concrete address per route of paths.ts. */
const examples: Record<keyof typeof paths, string> = {
  home: '/',
  nda: '/nda',
  generate: '/generate',
  paymentSuccess: '/payment-success',
  documentCode: '/document-code',
  download: '/download',
  sampleDocument: '/sample-document/nda',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  privacyPolicy: '/privacy-policy',
  disclaimer: '/disclaimer',
  testAdobe: '/test-adobe',
  notFound: '/no-such-page',
};

describe('page meta', () => {
  it('gives every route its own title and a description, with the brand', () => {
    const titles = new Map<string, string>();
    for (const [route, address] of Object.entries(examples)) {
      const meta = pageMetaFor(address);
      expect(meta.title, route).toContain(site.brandName);
      expect(meta.description.length, route).toBeGreaterThan(20);
      // Search engines cut titles around 60 characters and descriptions around 160.
      expect(meta.title.length, route).toBeLessThanOrEqual(65);
      expect(meta.description.length, route).toBeLessThanOrEqual(170);
      // /privacy-policy is /privacy under another address.
      if (route !== 'privacyPolicy') {
        expect(titles.get(meta.title), `${route} shares its title`).toBeUndefined();
        titles.set(meta.title, route);
      }
    }
  });

  it('names the sample type in the sample page title', () => {
    expect(pageMetaFor('/sample-document/nda').title).toBe(`Sample Non-Disclosure Agreement | ${site.brandName}`);
    expect(pageMetaFor('/sample-document/tos').title).toContain('Sample Terms of Service');
    expect(pageMetaFor('/sample-document/employment').description).toContain('Employment Agreement');
    expect(pageMetaFor('/sample-document/bogus').indexable).toBe(false);
  });

  it('matches paths as the router does', () => {
    expect(pageMetaFor('/NDA/').title).toBe(pageMetaFor('/nda').title);
    expect(pageMetaFor('/nda/extra').title).toBe(pageMetaFor('/no-such-page').title);
    expect(pageMetaFor('/no-such-page').indexable).toBe(false);
    expect(pageMetaFor('/privacy-policy').canonicalPath).toBe('/privacy');
  });

  it('keeps flow pages out of search results', () => {
    for (const address of ['/generate', '/download', '/payment-success', '/document-code']) {
      expect(pageMetaFor(address).indexable, address).toBe(false);
    }
  });
});

describe('crawler files', () => {
  // A path in a variable: Vite rewrites `new URL('<literal>', import.meta.url)` into an asset address.
  const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const publicFile = (name: string) => readFileSync(here(`../../public/${name}`), 'utf8');

  it('sitemap.xml lists exactly the indexable pages', () => {
    const listed = [...publicFile('sitemap.xml').matchAll(/<loc>%PUBLIC_BASE_URL%([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...indexablePaths()].sort());
  });

  it('robots.txt keeps crawlers out of the flow pages and names the sitemap', () => {
    const robots = publicFile('robots.txt');
    for (const address of ['/generate', '/download', '/payment-success', '/document-code', '/api/']) {
      expect(robots).toContain(`Disallow: ${address}`);
    }
    expect(robots).toContain('Sitemap: %PUBLIC_BASE_URL%/sitemap.xml');
    for (const address of indexablePaths().filter((p) => p !== '/')) {
      expect(robots, address).not.toMatch(new RegExp(`^Disallow: ${address}$`, 'm'));
    }
  });
});
