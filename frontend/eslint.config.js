// Lint rules for the SPA (docs/decisions/0013-frontend-boundaries.md). Besides the usual TypeScript and React hooks
// checks, it holds the folder boundaries of a bulletproof-react layout:
//   app/ (router, routes) -> features/<name>/ -> shared folders (components, config, generated, hooks, lib, stores, types)
// A feature never imports another feature or app/; a shared folder never imports a feature or app/. Pages that need
// two features are composed in app/routes. Circles of imports are refused by build-tools/import-cycles.test.ts (Vitest):
// eslint-plugin-import's `no-cycle` did the same in over three minutes of a 2-core machine (docs/decisions/0034).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every feature folder gets its own zone, so a new feature is fenced in without editing this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedFolders = ['components', 'config', 'generated', 'hooks', 'lib', 'stores', 'types'].map(
  (folder) => `./src/${folder}`,
);

const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature: move the shared piece to a shared folder, or compose both in app/routes.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature may not import app/: app/ composes features, not the other way round.',
  },
  {
    target: sharedFolders,
    from: ['./src/features', './src/app'],
    message: 'Shared folders (components, config, generated, hooks, lib, stores, types) may not import features or app/.',
  },
];

export default defineConfig(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat['recommended-latest']],
    plugins: { import: importPlugin },
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    settings: {
      // The import rules parse each imported file themselves: they need the TypeScript parser to follow imports.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // `@/…` is src/ (tsconfig paths, Vite alias): see eslint/alias-resolver.cjs.
      'import/resolver': { [fileURLToPath(new URL('./eslint/alias-resolver.cjs', import.meta.url))]: {} },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
