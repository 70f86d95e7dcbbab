import { mkdir } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { buyCode } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * Issue 24, point 7: /nda on a phone shows the price on its first screen, without scrolling: '$19 one-time' at 360,
 * 375 and 414px, both in the prerendered first screen (before any script runs) and once the app has drawn the page;
 * and in credits in the browser that holds a code. Screenshots go to test-results/screenshots/nda-price-*.png
 * (artefacts, not committed).
 */

// A server of its own: the codes bought here count against no other spec's per-client limits.
const test = testWithOwnServer('nda-price');

const SHOTS = 'test-results/screenshots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/nda-price-${name}.png` });
}

/** Phones of those widths, with short screens (the first screen is what shows before any scrolling). */
const PHONES = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 414, height: 736 },
] as const;

/** The price line is wholly inside the first screen. */
async function expectOnFirstScreen(page: Page, text: string | RegExp, height: number, where: string) {
  const price = page.getByText(text).filter({ visible: true });
  await expect(price, `${where}: the price shows`).toHaveCount(1);
  const box = (await price.boundingBox())!;
  expect(await page.evaluate(() => window.scrollY), `${where}: not scrolled`).toBe(0);
  expect(box.y, `${where}: the price starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${where}: the price ends on the first screen`).toBeLessThanOrEqual(height);
}

for (const phone of PHONES) {
  test(`${phone.width}px: /nda shows $19 one-time on its first screen`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();

    // Before any script: the prerendered first screen.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/nda');
    await expect(page.locator('[data-prerendered-shell]')).toHaveCount(1);
    await expectOnFirstScreen(page, /^\$19 one-time/, phone.height, 'prerendered');
    await page.unroute('**/*.js');

    // The app's own page.
    await page.goto('/nda');
    await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Tell us about your business' })).toBeVisible();
    await expectOnFirstScreen(page, /^\$19 one-time/, phone.height, 'app');
    await shot(page, `${phone.width}`);
    await context.close();
  });
}

test('375px: in the browser holding a code, the first screen says what the NDA uses of it', async ({
  browser,
  request,
}) => {
  const { code } = await buyCode(request);
  const context = await browser.newContext({ viewport: PHONES[1], isMobile: true, hasTouch: true });
  await context.addInitScript((held) => window.localStorage.setItem('documentCode', held), code);
  const page = await context.newPage();
  await page.goto('/nda');
  await expectOnFirstScreen(page, 'Your NDA: 1 credit of your 6 with your document code · no new payment', 667, 'held');
  await expect(page.getByTestId('nda-phone-price')).not.toContainText('$19');
  await shot(page, '375-held-code');
  await context.close();
});
