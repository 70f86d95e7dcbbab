import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
/** Below this a compressed copy saves less than the bytes of its headers. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every hashed asset of the build, so
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
  };
}

/** Writes `file.br` and `file.gz` beside `file`, unless it is too small to gain from them. */
export async function writeCompressedCopies(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
