// Renders the link-preview image (1200x630) and the PNG icons from HTML and the SVG favicon with the system
// Chromium, through Playwright. Run by scripts/make-social-images; the outputs are committed in public/.
// The preview image never names the brand, so a rebranded site (SITE_NAME, read at run time) needs no new image.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const publicDir = new URL('../public/', import.meta.url);
const favicon = await readFile(new URL('favicon.svg', publicDir), 'utf8');

const card = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;
         background: linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 100%); color: #fff; display: flex;
         padding: 72px 80px; }
  .text { flex: 1; display: flex; flex-direction: column; justify-content: center; gap: 28px; }
  h1 { font-size: 62px; line-height: 1.08; font-weight: 800; letter-spacing: -1px; }
  p { font-size: 28px; line-height: 1.35; color: #dbeafe; }
  .chips { display: flex; gap: 14px; flex-wrap: wrap; }
  .chip { font-size: 21px; font-weight: 700; padding: 10px 20px; border-radius: 999px; background: #fff; color: #1e3a8a; }
  .doc { width: 300px; margin-left: 40px; align-self: center; background: #fff; border-radius: 18px; padding: 36px 30px;
         box-shadow: 0 24px 60px rgba(0,0,0,.35); transform: rotate(3deg); }
  .doc b { display: block; color: #1e3a8a; font-size: 22px; margin-bottom: 22px; }
  .line { height: 12px; border-radius: 6px; background: #cbd5e1; margin-bottom: 14px; }
  .seal { margin-top: 26px; width: 84px; height: 84px; border-radius: 50%; background: #15803d; color: #fff;
          display: flex; align-items: center; justify-content: center; font-size: 44px; font-weight: 800; }
</style></head><body>
  <div class="text">
    <h1>Professional legal documents in minutes</h1>
    <p>NDAs, terms of service, privacy policies, freelance and employment agreements, drafted for your state and industry.</p>
    <div class="chips"><span class="chip">$19 one-time</span><span class="chip">Word .docx</span><span class="chip">30-day money-back</span></div>
  </div>
  <div class="doc"><b>AGREEMENT</b>
    <div class="line"></div><div class="line" style="width:85%"></div><div class="line"></div>
    <div class="line" style="width:70%"></div><div class="line"></div><div class="line" style="width:60%"></div>
    <div class="seal">&#10003;</div>
  </div>
</body></html>`;

const icon = (size) =>
  `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px">` +
  favicon.replace('<svg ', `<svg width="${size}" height="${size}" `) +
  '</body></html>';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const shots = [
    { html: card, width: 1200, height: 630, file: 'og-image.png' },
    { html: icon(32), width: 32, height: 32, file: 'favicon-32.png' },
    { html: icon(180), width: 180, height: 180, file: 'apple-touch-icon.png' },
  ];
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await page.setContent(shot.html);
    await page.screenshot({ path: new URL(shot.file, publicDir).pathname, omitBackground: shot.file !== 'og-image.png' });
    await page.close();
    console.log(`wrote public/${shot.file} (${shot.width}x${shot.height})`);
  }
} finally {
  await browser.close();
}
