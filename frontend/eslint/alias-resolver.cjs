// Resolves the SPA's `@/…` imports (tsconfig paths, Vite alias) for eslint-plugin-import, then lets the plugin's own
// Node resolver find the file. A local resolver instead of eslint-import-resolver-typescript: that one needs native
// binaries per platform that the package registry this project installs from does not carry, so `npm ci` could not
// install from the lock file on a fresh clone.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const src = path.resolve(__dirname, '..', 'src');
const extensions = ['.ts', '.tsx', '.js', '.jsx', '.json', '.d.ts'];

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  const target = source.startsWith('@/') ? path.join(src, source.slice(2)) : source;
  return nodeResolver.resolve(target, file, { extensions });
};
