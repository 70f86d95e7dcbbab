import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, runtimeImports } from './import-cycles.ts';

// A path in a variable: Vite rewrites `new URL('<literal>', import.meta.url)` into an asset address.
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const SRC = here('../src');

describe('the SPA', () => {
  it('has no circle of imports', () => {
    const graph = importGraph(SRC);
    // The walk found the app: a graph of a handful of files would pass for the wrong reason.
    expect(graph.size).toBeGreaterThan(200);
    const named = importCycles(graph).map((cycle) => cycle.map((file) => path.relative(SRC, file)).join(' -> '));
    expect(named, 'import circles (move the shared piece to a module both import)').toEqual([]);
  });
});

describe('runtimeImports', () => {
  it('counts what runs (imports, re-exports, side effects, import()) and not what is erased (import type)', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import './c.css';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "const g = () => import('./g');",
      "import { type H, h } from './h';",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./a', './c.css', './d', './f', './g', './h']);
  });
});

describe('importCycles', () => {
  const g = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it('finds none in a tree', () => {
    expect(importCycles(g({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('names each circle once, as a path back to where it starts', () => {
    const cycles = importCycles(g({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'] }));
    expect(cycles).toEqual(expect.arrayContaining([['a', 'b', 'c', 'a'], ['d', 'e', 'd'], ['f', 'f']]));
    expect(cycles).toHaveLength(3);
  });
});

describe('importGraph', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows `@/`, relative paths and folder indexes, and leaves packages and assets out', () => {
    mkdirSync(path.join(root, 'lib', 'dates'), { recursive: true });
    writeFileSync(path.join(root, 'main.tsx'), "import React from 'react';\nimport { f } from '@/lib/dates';\nimport './main.css';\n");
    writeFileSync(path.join(root, 'lib', 'dates', 'index.ts'), "export { f } from './format';\n");
    writeFileSync(path.join(root, 'lib', 'dates', 'format.ts'), "import '@/main';\nexport const f = 1;\n");
    const graph = importGraph(root);
    expect(graph.get(path.join(root, 'main.tsx'))).toEqual([path.join(root, 'lib', 'dates', 'index.ts')]);
    expect(importCycles(graph).map((cycle) => cycle.map((file) => path.relative(root, file)))).toEqual([
      ['lib/dates/format.ts', 'main.tsx', 'lib/dates/index.ts', 'lib/dates/format.ts'],
    ]);
  });
});
