import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { writeCompressedCopies } from './precompress.ts';

/**
 * Writes a small script, first in index.html, that starts downloading the visited page's own code (its lazy route
 * chunk and that chunk's imports) beside the main bundle: otherwise the download starts only after the main bundle
 * has arrived and run and the router has matched the address, one network round trip later.
 *
 * The downloads start once the browser has painted what the HTML holds (a prerendered first screen, on some pages:
 * build-tools/prerender.ts), so they never hold that paint back; the entry imports the app's code at the same moment
 * (src/main.tsx).
 *
 * The route table is read from src/config/paths.ts (patterns) and src/app/route-modules.ts (the module of each
 * route); the script holds, per pattern, the files of that route's chunk, and matches as the router does.
 */
export function earlyRoute(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'early-route',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return;
        const source = startRouteScript(root, context.bundle);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/start-route-${hash}.js`, source };
        // A classic script, first in <head>: it runs as soon as it arrives, before the module scripts.
        return [{ tag: 'script', attrs: { src: `/${script.fileName}`, async: true }, injectTo: 'head-prepend' }];
      },
    },
    async writeBundle() {
      if (!script) throw new Error('early-route: index.html was not transformed');
      await mkdir(path.join(outDir, 'assets'), { recursive: true });
      const file = path.join(outDir, script.fileName);
      await writeFile(file, script.source);
      // Written after the bundle, so the build's own compression (precompress.ts) never sees it: every page loads it.
      await writeCompressedCopies(file);
    },
  };
}

/** name -> pattern, from `name: { path: '…'` in paths.ts. */
function routePatterns(root: string): Map<string, string> {
  const text = readFileSync(path.join(root, 'src/config/paths.ts'), 'utf8');
  return new Map([...text.matchAll(/(\w+): \{\s*path: '([^']+)'/g)].map((m) => [m[1], m[2]]));
}

/** name -> route module file, from `name: () => import('./routes/…')` in route-modules.ts. */
function routeModuleFiles(root: string): Map<string, string> {
  const file = path.join(root, 'src/app/route-modules.ts');
  const text = readFileSync(file, 'utf8');
  return new Map(
    [...text.matchAll(/^ {2}(\w+): \(\) => import\('(\.\/routes\/[\w-]+)'\)/gm)].map((m) => [
      m[1],
      path.resolve(path.dirname(file), `${m[2]}.tsx`),
    ]),
  );
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** Adds `file` and everything it imports statically to `into`. */
function walkImports(bundle: OutputBundle, file: string, into: Set<string>): void {
  if (into.has(file)) return;
  into.add(file);
  const chunk = bundle[file];
  for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) walkImports(bundle, imported, into);
}

/** The app's code: what the entry imports dynamically (src/main.tsx: after the first paint) and its imports. */
function appFiles(bundle: OutputBundle): string[] {
  const entryFiles = new Set<string>();
  const entries = chunksOf(bundle).filter((c) => c.isEntry);
  for (const entry of entries) walkImports(bundle, entry.fileName, entryFiles);
  const files = new Set<string>();
  for (const entry of entries) for (const imported of entry.dynamicImports) walkImports(bundle, imported, files);
  return [...files].filter((file) => !entryFiles.has(file));
}

function startRouteScript(root: string, bundle: OutputBundle): string {
  const chunks = chunksOf(bundle);
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]));
  // What index.html loads anyway: the entry, the app's code and everything they import statically.
  const loaded = new Set<string>(appFiles(bundle));
  const walk = (file: string, into: Set<string>) => walkImports(bundle, file, into);
  for (const entry of chunks.filter((c) => c.isEntry)) walk(entry.fileName, loaded);

  const patterns = routePatterns(root);
  const table: [string, string[]][] = [];
  for (const [name, moduleFile] of routeModuleFiles(root)) {
    const chunk = byModule.get(moduleFile);
    const pattern = patterns.get(name);
    if (!chunk || !pattern) throw new Error(`early-route: no chunk or path for the route '${name}'`);
    const files = new Set<string>();
    walk(chunk.fileName, files);
    table.push([pattern, [...files].filter((file) => !loaded.has(file))]);
  }
  if (table.length === 0) throw new Error('early-route: no routes found in src/app/route-modules.ts');
  // Plain ES5 in one function, no imports: it runs before anything else and must not wait for anything.
  return `(function () {
  var routes = ${JSON.stringify(table)};
  function segments(path) { return path.split('/').filter(function (s) { return s !== ''; }); }
  var actual = segments(location.pathname);
  var fallback = null;
  for (var r = 0; r < routes.length; r++) {
    var expected = segments(routes[r][0]);
    if (routes[r][0] === '*') { fallback = routes[r][1]; continue; }
    if (expected.length !== actual.length) continue;
    var same = true;
    for (var i = 0; i < expected.length; i++) {
      if (expected[i].charAt(0) !== ':' && expected[i].toLowerCase() !== actual[i].toLowerCase()) { same = false; break; }
    }
    if (same) return preload(routes[r][1]);
  }
  if (fallback) preload(fallback);
  function preload(files) {
    var started = false;
    function start() {
      if (started) return;
      started = true;
      add(files);
    }
    // After the next paint, or after 100 ms where the page does not paint (a tab opened in the background).
    setTimeout(start, 100);
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function add(files) {
    for (var f = 0; f < files.length; f++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + files[f];
      document.head.appendChild(link);
    }
  }
})();
`;
}
