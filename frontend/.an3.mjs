import { build } from 'vite';
const report = {
  name: 'report',
  generateBundle(_, bundle) {
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk' || !file.includes(process.env.CHUNK)) continue;
      const mods = Object.entries(chunk.modules).map(([id, m]) => [id.replace(/.*node_modules\//, ''), m.renderedLength]).sort((a, b) => b[1] - a[1]);
      mods.slice(0, Number(process.env.TOP || 60)).forEach(([k, v]) => console.log(`${(v/1024).toFixed(1).padStart(7)}KB ${k}`));
    }
  },
};
await build({ logLevel: 'warn', plugins: [report], build: { write: false } });
