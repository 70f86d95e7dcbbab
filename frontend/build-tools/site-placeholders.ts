import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Written where a file needs the site's public address (https://example.com, no trailing slash). */
export const PUBLIC_BASE_URL_PLACEHOLDER = '%PUBLIC_BASE_URL%';

/** The public files that name the site's address: crawlers need it absolute. */
const FILES_WITH_ADDRESS = ['robots.txt', 'sitemap.xml'];

/**
 * Fills in the site's address at build time, for readers that run no script (crawlers, link previews). The brand
 * is not written anywhere at build time: it is run-time configuration (docs/decisions/0014), so index.html's head is
 * brand-free and the SPA adds the brand to each page's title.
 *
 * - index.html: the address of the preview image (VITE_PUBLIC_BASE_URL, the stack's PublicBaseUrl on a deploy;
 *   relative when unset).
 * - robots.txt and sitemap.xml: the address. When VITE_PUBLIC_BASE_URL is unset they keep the placeholder, and the
 *   local server fills in its own public address as it serves them (server/src/spa.rs), so a local build is right
 *   as it is.
 */
export function sitePlaceholders(): Plugin {
  let baseUrl = '';
  let outDir = 'dist';
  return {
    name: 'site-placeholders',
    configResolved(config) {
      baseUrl = (config.env.VITE_PUBLIC_BASE_URL ?? '').trim().replace(/\/+$/, '');
      outDir = path.resolve(config.root, config.build.outDir);
      if (baseUrl && !/^https?:\/\/[^/\s]+$/.test(baseUrl)) {
        throw new Error(`VITE_PUBLIC_BASE_URL must be an origin like https://example.com, not '${baseUrl}'`);
      }
    },
    transformIndexHtml(html) {
      return html.replaceAll(PUBLIC_BASE_URL_PLACEHOLDER, baseUrl);
    },
    async writeBundle() {
      if (!baseUrl) return;
      await Promise.all(
        FILES_WITH_ADDRESS.map(async (name) => {
          const file = path.join(outDir, name);
          const text = await readFile(file, 'utf8');
          await writeFile(file, text.replaceAll(PUBLIC_BASE_URL_PLACEHOLDER, baseUrl));
        }),
      );
    },
  };
}
