import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every hashed asset of the build and
 * index.html, so
 * the local server sends them as they are (by Accept-Encoding) instead of compressing on each request, at a ratio
 * a server compressing on the fly could not afford. CloudFront compresses at the edge itself; the deploy step
 * leaves these copies out of the upload (docs/deploy.md).
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  let assetsDir = 'assets';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => file.startsWith(`${assetsDir}/`) && COMPRESSIBLE.test(file),
      );
      await Promise.all(files.map((file) => writeCompressedCopies(path.join(outDir, file))));
    },
    // index.html is every unprerendered page's first file: compressed too, once the build has written it whole.
    async closeBundle() {
      await writeCompressedCopies(path.join(outDir, 'index.html'));
    },
  };
}

/**
 * Writes `file.br` and `file.gz` beside `file`, whatever its size (issue 27: the small files of a first visit add up,
 * and a gzip-only client got them all plain); a copy that would be no smaller than the file is not written, and the
 * file is sent as it is.
 */
export async function writeCompressedCopies(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all(
    [
      { copy: `${file}.br`, bytes: br },
      { copy: `${file}.gz`, bytes: gz },
    ]
      .filter(({ bytes }) => bytes.length < content.length)
      .map(({ copy, bytes }) => writeFile(copy, bytes)),
  );
}
