import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';

/**
 * A local server of a spec's own, from the same binary and build as the main e2e server but with its own settings
 * and its own data folder (so its outbox, and its per-client limits, are the spec's alone). scripts/test names the
 * binary (E2E_SERVER_BIN) and the built SPA (E2E_STATIC_DIR); without them, the workspace's debug build and
 * frontend/dist.
 */
export interface OwnServer {
  origin: string;
  dataDir: string;
  stop: () => void;
}

const SERVER_BIN =
  process.env.E2E_SERVER_BIN ??
  path.join(process.env.CARGO_TARGET_DIR ?? path.resolve(import.meta.dirname, '../../../target'), 'debug/local-server');
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? path.resolve(import.meta.dirname, '../../dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startOwnServer(name: string, settings: Record<string, string>): Promise<OwnServer> {
  if (!existsSync(SERVER_BIN)) {
    throw new Error(`no local server at ${SERVER_BIN}: build it (cargo build -p local-server) or set E2E_SERVER_BIN`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-e2e-`));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(SERVER_BIN, [], {
    stdio: 'ignore',
    env: { ...process.env, ...settings, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR },
  });
  await expect
    .poll(async () => fetch(`${origin}/healthz`).then((r) => r.status, () => 0), { timeout: 30_000 })
    .toBe(200);
  return {
    origin,
    dataDir,
    stop: () => {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Playwright's `test` with a server of the file's own (worker-scoped, so the file's tests share it): `baseURL`, and
 * so `page.goto('/…')` and `request`, point at it, and the `ownServer` fixture gives its data folder.
 */
export function testWithOwnServer(name: string, settings: Record<string, string> = {}) {
  return base.extend<object, { ownServer: OwnServer }>({
    ownServer: [
      // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide) => {
        const server = await startOwnServer(name, settings);
        await provide(server);
        server.stop();
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ ownServer }, provide) => provide(ownServer.origin),
  });
}
