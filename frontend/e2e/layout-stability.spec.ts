import { mkdir, readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContextOptions, type Page, type Route } from '@playwright/test';
import { NDA_ORDER, NDA_ORDER_FILE_NAME, payCheckout, startCheckout, startedIn } from './support/journey';
import {
  cumulative,
  describeShifts,
  documentTime,
  layoutShifts,
  recordLayoutShifts,
  watchButtonPosition,
  watchedPositions,
} from './support/layout-shift';
import { settled } from './support/settled';

/**
 * Issue 24, point 6: nothing on a buyer's page jumps. At 1280 and on a 375px phone (a phone's user agent, touch), each
 * page's cumulative layout shift (Chromium's `layout-shift` entries, those right after input left out), from its
 * navigation until it has settled, stays under 0.05: the public pages, then a real purchase on the TEST MODE
 * checkout through the payment result (also as another browser sees it), the generating screen and /download (reached
 * from it, reloaded, reloaded with its answers arriving late and in either order, and by the code's latest document);
 * the Download button stays where it first appeared. On the phone, Download hands over the Word file itself, under its
 * name, on the same page: no new tab.
 *
 * Screenshots go to test-results/screenshots/layout-*.png (artefacts, not committed).
 */

const LIMIT = 0.05;
const SHOTS = 'test-results/screenshots';
const DOWNLOAD_BUTTON = 'Download Word Document';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SCREENS: { width: number; context: BrowserContextOptions }[] = [
  { width: 1280, context: { viewport: { width: 1280, height: 900 } } },
  {
    width: 375,
    context: {
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
    },
  },
];

/** The public pages, each with the level-1 heading that says it is drawn. */
const PUBLIC_PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /.+/ },
  { path: '/nda', heading: 'Need a Professional NDA Fast?' },
  { path: '/document-code', heading: /Document Code/ },
  { path: '/contact', heading: /Contact/ },
  { path: '/sample-document/nda', heading: 'Sample Non-Disclosure Agreement' },
  { path: '/sample-document/tos', heading: /Sample Terms of Service/ },
  { path: '/sample-document/privacy', heading: /Sample Privacy Policy/ },
  { path: '/sample-document/freelance', heading: /Sample Freelance Agreement/ },
  { path: '/sample-document/employment', heading: /Sample Employment Agreement/ },
  { path: '/about', heading: /About/ },
  { path: '/terms', heading: /Terms/ },
  { path: '/privacy', heading: /Privacy/ },
  { path: '/disclaimer', heading: /Disclaimer/ },
];

async function shot(page: Page, name: string, fullPage = false) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/layout-${name}.png`, fullPage });
}

/** Fails, naming what moved, when the shifts since `since` (ms into the document) add up to `LIMIT` or more. */
async function expectStable(page: Page, where: string, since = 0) {
  const shifts = await layoutShifts(page, since);
  const total = cumulative(shifts);
  test.info().annotations.push({ type: 'CLS', description: `${where}: ${total.toFixed(4)}` });
  expect.soft(total, `${where} shifted by ${total.toFixed(4)}:\n${describeShifts(shifts)}`).toBeLessThan(LIMIT);
}

/** /download has settled: the button is there, the balance and the list of documents are in, nothing is loading. */
async function downloadSettled(page: Page) {
  await expect(page.getByRole('button', { name: DOWNLOAD_BUTTON })).toBeVisible();
  await expect(page.getByTestId('credits-alert').getByText(/^\d+ credits? remaining$/).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your documents' }).getByRole('listitem').first()).toBeVisible();
  // The revise panel's button and the review form come from their own chunks, after the rest: the page has settled
  // (and is measured) only once they are drawn too.
  await expect(page.getByRole('button', { name: 'Revise this document' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rate Your Experience' })).toBeVisible();
  await settled(page);
}

/** The Download button had one position from the frame it appeared in (and it did appear). */
async function expectButtonStill(page: Page, where: string) {
  const positions = await watchedPositions(page);
  expect(positions.length, `${where}: the Download button was seen`).toBeGreaterThan(0);
  expect.soft(positions, `${where}: the Download button moved after it appeared`).toHaveLength(1);
}

async function newPhoneOrDesktop(browser: Browser, screen: (typeof SCREENS)[number]) {
  const context = await browser.newContext(screen.context);
  await recordLayoutShifts(context);
  await watchButtonPosition(context, DOWNLOAD_BUTTON);
  return context;
}

for (const screen of SCREENS) {
  test.describe(`${screen.width}px`, () => {
    test('the public pages do not shift as they load', async ({ browser }) => {
      const context = await newPhoneOrDesktop(browser, screen);
      const page = await context.newPage();
      for (const { path, heading } of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        await settled(page);
        await expectStable(page, `${path} at ${screen.width}px`);
      }
      await context.close();
    });

    test('a purchase: the payment result, generating and /download do not shift; Download stays put', async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      // A real purchase on the TEST MODE checkout, in this browser (it keeps the checkout's secret, so the result shows
      // the code), with the order kept for generating as the form leaves it.
      const checkout = await startCheckout(request);
      await payCheckout(request, checkout);
      const context = await newPhoneOrDesktop(browser, screen);
      await startedIn(context, [checkout]);
      await context.addInitScript(
        (form) => window.sessionStorage.setItem('pendingDocumentData', form),
        JSON.stringify(NDA_ORDER),
      );
      const page = await context.newPage();

      // The payment provider sends the buyer back to the result page.
      await page.goto(`/payment-success?session_id=${encodeURIComponent(checkout.sessionId)}`);
      await expect(page.getByTestId('document-code')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Generate Document Now' })).toBeEnabled();
      await settled(page);
      await expectStable(page, `/payment-success at ${screen.width}px`);

      // The same return address anywhere else (another device): the payment confirmed, without the code.
      const elsewhere = await newPhoneOrDesktop(browser, screen);
      const other = await elsewhere.newPage();
      await other.goto(`/payment-success?session_id=${encodeURIComponent(checkout.sessionId)}`);
      await expect(other.getByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeVisible();
      await settled(other);
      await expectStable(other, `/payment-success in another browser at ${screen.width}px`);
      await elsewhere.close();

      // The generating screen, up to the moment it moves on to /download.
      const beforeGenerate = await documentTime(page);
      await page.getByRole('button', { name: 'Generate Document Now' }).click();
      await page.waitForURL(/\/generate$/);
      await expect(page.getByRole('heading', { name: 'Generating Your Document' })).toBeVisible();
      await page.waitForURL(/\/download$/, { timeout: 90_000 });
      const arrived = await documentTime(page);
      await expectStable(page, `/generate at ${screen.width}px`, beforeGenerate);

      // /download as the generating screen leaves the buyer there.
      await downloadSettled(page);
      await expectStable(page, `/download from /generate at ${screen.width}px`, arrived);
      await expectButtonStill(page, `/download from /generate at ${screen.width}px`);
      await shot(page, `download-${screen.width}`);
      await shot(page, `download-${screen.width}-full`, true);

      // Reloaded (a returning buyer, a refresh): from its own navigation.
      await page.reload();
      await downloadSettled(page);
      await expectStable(page, `/download reloaded at ${screen.width}px`);
      await expectButtonStill(page, `/download reloaded at ${screen.width}px`);

      // A slow network, with the answers arriving late and in either order: the balance and the list last, then the
      // document's status last. Nothing moves either way.
      const orders = [
        { status: 200, credits: 1_200, list: 1_800 },
        { status: 1_500, credits: 300, list: 600 },
      ];
      for (const delays of orders) {
        await page.unrouteAll();
        const hold = (ms: number) => async (route: Route) => {
          await new Promise((resolve) => setTimeout(resolve, ms));
          await route.continue().catch(() => undefined);
        };
        await page.route('**/api/generation-status', hold(delays.status));
        await page.route('**/api/get-credit-info', hold(delays.credits));
        await page.route('**/api/list-documents', hold(delays.list));
        await page.reload();
        if (delays === orders[0]) {
          // The page while the balance and the list are on their way: their room kept.
          await expect(page.getByRole('button', { name: DOWNLOAD_BUTTON })).toBeVisible();
          await shot(page, `download-${screen.width}-loading`, true);
        }
        await downloadSettled(page);
        const where = `/download at ${screen.width}px, status ${delays.status} ms, credits ${delays.credits} ms, list ${delays.list} ms`;
        await expectStable(page, where);
        await expectButtonStill(page, where);
      }
      await page.unrouteAll();

      // Without the job in this browser (another tab's 'Your documents', storage cleared): the code's latest document,
      // found through the code check first.
      await page.evaluate(() => window.localStorage.removeItem('generationJobId'));
      await page.reload();
      await downloadSettled(page);
      await expectStable(page, `/download of the code's latest document at ${screen.width}px`);
      await expectButtonStill(page, `/download of the code's latest document at ${screen.width}px`);
      await context.close();
    });
  });
}

test('on a 375px phone, Download hands over the named Word file on the same page: no new tab', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const checkout = await startCheckout(request);
  await payCheckout(request, checkout);
  const context = await newPhoneOrDesktop(browser, SCREENS[1]);
  await startedIn(context, [checkout]);
  await context.addInitScript(
    (form) => window.sessionStorage.setItem('pendingDocumentData', form),
    JSON.stringify(NDA_ORDER),
  );
  const page = await context.newPage();
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  context.on('page', (opened) => {
    if (opened !== page) popups.push(opened);
  });

  await page.goto(`/payment-success?session_id=${encodeURIComponent(checkout.sessionId)}`);
  await page.getByRole('button', { name: 'Generate Document Now' }).click();
  await page.waitForURL(/\/download$/, { timeout: 90_000 });
  await downloadSettled(page);
  // The phone is told where the file goes.
  await expect(page.getByText(/saves to your phone\u2019s downloads/)).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: DOWNLOAD_BUTTON }).tap();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(NDA_ORDER_FILE_NAME);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 2).toString('latin1'), 'a .docx is a zip file').toBe('PK');
  await expect(page.getByText('Word Document Ready')).toBeVisible();
  await shot(page, 'download-375-saved');

  // One file, on this page: no tab, no second download, and the buyer is still on /download.
  const downloads: unknown[] = [download];
  page.on('download', (another) => downloads.push(another));
  await settled(page);
  expect(popups, 'no new tab or window opened').toHaveLength(0);
  expect(context.pages()).toHaveLength(1);
  expect(downloads).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe('/download');
  await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();
  await context.close();
});
