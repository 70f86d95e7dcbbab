import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// A path in a variable: Vite rewrites `new URL('<literal>', import.meta.url)` into an asset address.
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const OPENAPI = here('../../docs/openapi.json');
const COMMITTED = here('../src/generated/openapi.ts');

describe("the SPA's API types", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'api-types-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('are what docs/openapi.json gives (`npm run api-types` writes them)', () => {
    const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin', 'cli.js');
    const fresh = path.join(scratch, 'openapi.ts');
    execFileSync(process.execPath, [cli, OPENAPI, '-o', fresh], { stdio: 'pipe' });
    const expected = readFileSync(fresh, 'utf8');
    const committed = readFileSync(COMMITTED, 'utf8');
    const firstDifference = committed.split('\n').findIndex((line, index) => line !== expected.split('\n')[index]);
    expect(
      committed === expected,
      `src/generated/openapi.ts differs from docs/openapi.json from line ${firstDifference + 1}: run \`npm run api-types\` in frontend/ and commit the file`,
    ).toBe(true);
  });
});
