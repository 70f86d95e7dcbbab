import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { buyAndGenerate } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * Issue 24, point 4: returning on a phone. On a server of this spec's own (its outbox is the spec's alone): every page
 * shows the way back in, 'Have a code?', in its header at 320, 375 and 1280 wide, inside the screen and without
 * sideways scrolling; the code email tells the buyer to use exactly that link (or the code-entry page's address), and
 * following the email's words on a phone opens the documents; in the browser that holds the code the same place reads
 * 'Your documents'. Screenshots go to test-results/screenshots/way-back-in-*.png (artefacts, not committed).
 */

const test = testWithOwnServer('way-back-in');
let dataDir = '';
test.beforeAll(({ ownServer }) => {
  dataDir = ownServer.dataDir;
});

const SHOTS = 'test-results/screenshots';
const PAGES = ['/', '/nda', '/document-code', '/sample-document/nda', '/about', '/contact', '/terms', '/privacy', '/disclaimer', '/no-such-page'];

const SCREENS = [
  { width: 320, context: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } },
  { width: 375, context: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  { width: 1280, context: { viewport: { width: 1280, height: 900 } } },
] as const;

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/way-back-in-${name}.png` });
}

/** The code emails the outbox holds for `code` (the purchase's own, 'Your document code: …'). */
function codeEmail(code: string): string {
  const folder = path.join(dataDir, 'outbox');
  const emails = readdirSync(folder)
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .filter((eml) => eml.includes(`Your document code: ${code}`));
  expect(emails, `the code email of ${code}`).toHaveLength(1);
  return emails[0];
}

/** The header's way back in is on screen: visible, inside the viewport, and the page does not scroll sideways. */
async function expectWayBackIn(page: Page, name: 'Have a code?' | 'Your documents', width: number, where: string) {
  // Measured in the app's own header: a prerendered first screen (and its header) is replaced when the app draws, and
  // a link measured across that swap has no box.
  await expect(page.locator('[data-prerendered-shell]'), `${where}: the app has drawn the page`).toHaveCount(0);
  const link = page.getByRole('banner').getByRole('link', { name });
  await expect(link, `${where}: '${name}' in the header`).toBeVisible();
  const box = (await link.boundingBox())!;
  expect(box.x, `${where}: '${name}' starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${where}: '${name}' ends on screen`).toBeLessThanOrEqual(width);
  expect(box.y, `${where}: '${name}' is at the top of the page`).toBeLessThan(120);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const screen of SCREENS) {
  test(`${screen.width}px: every page's header shows 'Have a code?', which opens the code entry`, async ({ browser }) => {
    const context = await browser.newContext(screen.context);
    const page = await context.newPage();
    for (const address of PAGES) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectWayBackIn(page, 'Have a code?', screen.width, address);
    }
    await page.goto('/');
    await shot(page, `${screen.width}-home`);
    await page.getByRole('banner').getByRole('link', { name: 'Have a code?' }).click();
    await page.waitForURL(/\/document-code$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter Document Code' })).toBeVisible();
    await expect(page.getByLabel('Enter Document Code')).toBeVisible();
    await context.close();
  });
}

for (const screen of SCREENS.filter(({ width }) => width !== 320)) {
  test(`${screen.width}px: the phone's way back in: the email's words lead to the documents`, async ({
    browser,
    request,
  }) => {
    const purchase = await buyAndGenerate(request);
    const email = codeEmail(purchase.code);
    // The email names the link the header shows at every width, never the wide page's 'Have a Document Code?' box.
    expect(email).toContain("tap 'Have a code?' at the top of any page");
    expect(email).not.toContain('Have a Document Code?');
    expect(email).toContain("that link reads 'Your documents'");

    // On a phone (or a laptop) that never held the code: the header's 'Have a code?', as the email says.
    const context = await browser.newContext(screen.context);
    const page = await context.newPage();
    await page.goto('/');
    await expectWayBackIn(page, 'Have a code?', screen.width, 'home');
    await page.getByRole('banner').getByRole('link', { name: 'Have a code?' }).click();
    await page.waitForURL(/\/document-code$/);
    await page.getByLabel('Enter Document Code').fill(purchase.code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Download Again' }).click();
    await page.waitForURL(/\/download$/);
    await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();
    await expect(page.getByTestId('download-document-code')).toHaveText(purchase.code);

    // From now on this browser holds the code: the same place reads 'Your documents', on every page.
    for (const address of ['/', '/nda', '/about']) {
      await page.goto(address);
      await expectWayBackIn(page, 'Your documents', screen.width, address);
    }
    await shot(page, `${screen.width}-your-documents`);
    await page.getByRole('banner').getByRole('link', { name: 'Your documents' }).click();
    await page.waitForURL(/\/download$/);
    await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();

    // The email's address of the code entry, when it gives one, opens it too.
    const address = /(https?:\/\/\S+)\/document-code\b/.exec(email);
    if (address) {
      await page.goto(`${new URL(page.url()).origin}/document-code`);
      await expect(page.getByRole('heading', { level: 1, name: 'Enter Document Code' })).toBeVisible();
    }
    await context.close();
  });
}
