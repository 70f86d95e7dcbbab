import { mkdir } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { buyAndGenerate, chooseState, NDA_ORDER } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * Issue 24, point 7: toasts. A form's error toast closes as soon as the error is fixed (home's wide form at 1280px,
 * the /nda wizard at 375px), well before it would time out; and on /download at 390px no toast covers the download
 * button, wherever the page is scrolled (and at 1280px neither). Screenshots go to test-results/screenshots/toasts-*.png
 * (artefacts, not committed).
 */

// A server of its own: the codes bought here count against no other spec's per-client limits.
const test = testWithOwnServer('toasts');

const SHOTS = 'test-results/screenshots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/toasts-${name}.png` });
}

/** A toast by its title, while it shows (a closing toast is `data-state="closed"` until it leaves). */
const openToast = (page: Page, title: string) =>
  page.locator('[data-scope="toast"][data-part="root"][data-state="open"]').filter({ hasText: title });

/** Error toasts stay 7 s on their own: closing within this is closing because the error was fixed. */
const CLOSES_WITHIN = { timeout: 2_500 };

test.describe('error toasts close when the error is fixed', () => {
  test("1280px: home's 'Required Fields Missing' stays until the last required field is filled", async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Document Information' });
    await form.getByLabel('Document Type').selectOption(NDA_ORDER.documentType);
    await form.getByLabel('Business Name').fill(NDA_ORDER.businessName);
    await form.getByLabel('Business Type').selectOption(NDA_ORDER.businessType);
    await chooseState(page, NDA_ORDER.stateJurisdiction, form);
    await form.getByRole('button', { name: 'Generate Document - $19' }).click();
    const toast = openToast(page, 'Required Fields Missing');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Please complete: Industry');
    await shot(page, '1280-missing');

    await form.getByLabel('Industry').selectOption(NDA_ORDER.industry);
    await expect(toast).toHaveCount(0, CLOSES_WITHIN);
  });

  test("375px: the /nda wizard's toasts close as the name is typed, the details chosen, the box ticked", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.route('**/api/create-checkout', () => {}); // Never answers: the checkout itself is not this test's.
    await page.goto('/nda');
    const continueButton = page.getByRole('button', { name: 'Continue' });

    await continueButton.click();
    const nameToast = openToast(page, 'Business name required');
    await expect(nameToast).toBeVisible();
    await shot(page, '375-name-required');
    await page.getByLabel(/Business Name/).pressSequentially('A');
    await expect(nameToast).toHaveCount(0, CLOSES_WITHIN);

    await continueButton.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Additional details' })).toBeVisible();
    await continueButton.click();
    const missingToast = openToast(page, 'Missing information');
    await expect(missingToast).toBeVisible();
    await page.getByLabel(/Business Type/).selectOption(NDA_ORDER.businessType);
    await page.getByLabel(/Industry/).selectOption(NDA_ORDER.industry);
    await expect(missingToast, 'one of the three is still missing').toBeVisible();
    await page.getByLabel(/State\/Jurisdiction/).selectOption('Texas');
    await expect(missingToast).toHaveCount(0, CLOSES_WITHIN);

    await continueButton.click();
    await page.getByRole('button', { name: 'Generate Document - $19' }).click();
    const agreementToast = openToast(page, 'Agreement required');
    await expect(agreementToast).toBeVisible();
    await page.locator('[data-scope="checkbox"][data-part="control"]').click();
    await expect(agreementToast).toHaveCount(0, CLOSES_WITHIN);
    await context.close();
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every open toast's box once it has settled (entered and moved clear), each outside `button`'s. */
async function expectToastsClearOf(page: Page, button: Locator, where: string) {
  const toasts = page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');
  await expect(toasts.first()).toBeVisible();
  // Settled: the same boxes two frames apart.
  let boxes: Box[] = [];
  await expect
    .poll(async () => {
      const before = JSON.stringify(boxes);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      boxes = (await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))).filter((box) => box !== null);
      return before === JSON.stringify(boxes);
    })
    .toBe(true);
  const target = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(target.y, `${where}: the button shows on the screen`).toBeLessThan(viewport.height);
  for (const box of boxes) {
    expect(overlap(box, target), `${where}: a toast at ${JSON.stringify(box)} covers the button at ${JSON.stringify(target)}`).toBe(false);
    expect(box.y, `${where}: the toast is on screen`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${where}: the toast is on screen`).toBeLessThanOrEqual(viewport.height);
  }
}

/** Closes every toast with its close button and waits until they are gone. */
async function closeToasts(page: Page) {
  const toasts = page.locator('[data-scope="toast"][data-part="root"]');
  for (const close of await page.locator('[data-scope="toast"][data-part="close-trigger"]').all()) {
    await close.click().catch(() => {});
  }
  await expect(toasts).toHaveCount(0);
}

/** Scrolls so that `button` sits `fromBottom` px above the bottom of the screen: where a bottom toast goes. */
async function scrollButtonTo(button: Locator, fromBottom: number) {
  await button.evaluate((element, gap) => {
    const rect = element.getBoundingClientRect();
    window.scrollBy(0, rect.bottom - (window.innerHeight - gap));
  }, fromBottom);
}

for (const screen of [
  { width: 390, context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { width: 1280, context: { viewport: { width: 1280, height: 900 } } },
] as const) {
  test(`${screen.width}px: on /download no toast covers the download button`, async ({ browser, request }) => {
    const { code, jobId } = await buyAndGenerate(request);
    const context = await browser.newContext({ ...screen.context, acceptDownloads: true });
    await context.addInitScript(
      (held) => {
        window.localStorage.setItem('documentCode', held.code);
        window.localStorage.setItem('generationJobId', held.jobId);
      },
      { code, jobId },
    );
    const page = await context.newPage();
    await page.goto('/download');
    await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();
    const download = page.getByRole('button', { name: 'Download Word Document' });
    await expect(download).toBeVisible();

    // A failed download: the error toast, with the page as it opened and with the button where a bottom toast goes.
    let failing = true;
    await page.route('**/api/download-document', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Storage is down","code":"internal"}' }) : route.fallback(),
    );
    for (const [where, fromBottom] of [
      ['as the page opened', null],
      ['the button low on the screen', 24],
      ['the button a little higher', 110],
    ] as const) {
      await closeToasts(page);
      if (fromBottom !== null) await scrollButtonTo(download, fromBottom);
      await download.click();
      await expect(openToast(page, 'Download Failed')).toBeVisible();
      await expectToastsClearOf(page, download, where);
      await shot(page, `${screen.width}-download-failed-${fromBottom ?? 'top'}`);
    }

    // Scrolling with the toast up: it moves out of the button's way.
    await scrollButtonTo(download, 60);
    await expectToastsClearOf(page, download, 'scrolled with the toast up');

    // A download that works: its own toast, clear of the button too.
    await closeToasts(page);
    failing = false;
    const saved = page.waitForEvent('download');
    await download.click();
    await saved;
    await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: /Word Document Ready|Document Downloaded/ })).toBeVisible();
    await expectToastsClearOf(page, download, 'after a download');
    await shot(page, `${screen.width}-download-saved`);
    await context.close();
  });
}
