import { mkdir } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import {
  CHECKOUT_SECRET_PATTERN,
  NDA_ORDER,
  NDA_ORDER_FILE_NAME,
  generateNow,
  orderFromHomeForm,
  payOnTestCheckout,
  startedIn,
  type Checkout,
} from './support/journey';
import { animationsFinished, settled } from './support/settled';

/**
 * The returning buyer (spec §1 'download again'), against the local server with embedded defaults:
 * a visitor buys a code in TEST MODE and generates; the return address loses its session id, and in another browser
 * it confirms the payment without showing the code; later, in another browser, they enter the code and download the
 * document again without spending a credit; Back from /download never bounces through /generate; on a phone the
 * document downloads as one named file, on the same page (issue 24: no new tab). Screenshots of the payment result,
 * generating and download screens at 1280 and 375 wide go to test-results/screenshots/ (artefacts, not committed).
 */

const SHOTS = 'test-results/screenshots';
let code = '';
/** The checkout the first test paid: its session, and the secret its browser kept. */
let checkout: Checkout = { sessionId: '', checkoutSecret: '' };
const returnAddress = () => `/payment-success?session_id=${encodeURIComponent(checkout.sessionId)}`;

async function shot(page: Page, name: string, fullPage = true) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** The generating screen: the offline engine is quick, so the drafting stage with its seconds if it shows. */
async function shotWhileGenerating(page: Page, name: string) {
  await page.getByTestId('stage-elapsed').waitFor({ timeout: 5000 }).catch(() => undefined);
  await shot(page, name);
}

async function creditsUsed(page: Page): Promise<number> {
  const answer = await page.request.post('/api/get-credit-info', { headers: { 'x-document-code': code }, data: {} });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).creditsUsed as number;
}

test.describe.configure({ mode: 'serial' });

test('a visitor buys and generates; Back from /download does not bounce through /generate', async ({ page }) => {
  await orderFromHomeForm(page);
  const verification = page.waitForRequest((request) => request.url().endsWith('/api/verify-stripe-session'));
  code = await payOnTestCheckout(page);
  const sent = (await verification).postDataJSON() as { session_id: string; checkout_secret?: string };
  checkout = { sessionId: sent.session_id, checkoutSecret: sent.checkout_secret ?? '' };
  expect(checkout.sessionId).toMatch(/^cs_/);
  expect(checkout.checkoutSecret, 'the browser that started the checkout sends its secret').toMatch(
    CHECKOUT_SECRET_PATTERN,
  );
  // The session id left the address bar (history, shared links); a reload still verifies and shows the code.
  expect(page.url()).not.toContain(checkout.sessionId);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('document-code')).toHaveText(code);
  expect(page.url()).not.toContain(checkout.sessionId);
  await expect(page.getByRole('button', { name: 'Copy your document code' })).toBeVisible();
  await shot(page, 'payment-success-1280');

  await generateNow(page, () => shotWhileGenerating(page, 'generate-1280'));
  await expect(page.getByTestId('credits-alert')).toContainText('5 credits remaining');
  await shot(page, 'download-1280');

  // /download replaced /generate: Back goes to the payment result, and stays there.
  await page.goBack();
  await page.waitForURL(/\/payment-success/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await settled(page);
  expect(new URL(page.url()).pathname).toBe('/payment-success');
});

test('in another browser the return address confirms the payment but does not show the code', async ({ browser }) => {
  test.skip(!code || !checkout.sessionId, 'needs the purchase above');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(returnAddress());
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeVisible();
  await expect(
    page.getByText('For your security, your document code is shown only in the browser where you started the checkout.'),
  ).toBeVisible();
  await expect(page.getByText('We emailed your code to the address you gave at checkout.')).toBeVisible();
  await expect(page.getByTestId('document-code')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Document Now' })).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toContain(code);
  expect(await page.evaluate(() => window.localStorage.getItem('documentCode'))).toBeNull();
  expect(new URL(page.url()).search, 'the session id has left the address bar').toBe('');
  await shot(page, 'payment-confirmed-1280');

  // 'Lost your code?' opens the code entry's form that emails it again.
  await page.getByRole('link', { name: 'Lost your code?' }).click();
  await page.waitForURL(/\/document-code$/);
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await context.close();
});

test('a returning buyer enters the code and downloads again without spending a credit', async ({ browser }) => {
  test.skip(!code, 'needs the code bought above');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  const usedBefore = await creditsUsed(page);
  expect(usedBefore).toBe(1);

  await page.getByLabel('Enter Document Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Previous Document Found' })).toBeVisible();
  await expect(page.getByText(/does not use a credit/)).toBeVisible();
  await shot(page, 'previous-document-1280', false);
  await page.getByRole('button', { name: 'Download Again' }).click();

  await page.waitForURL(/\/download$/);
  await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();
  await expect(page.getByTestId('credits-alert')).toContainText('5 credits remaining');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Word Document' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(NDA_ORDER_FILE_NAME);
  await expect(page.getByText('Document Downloaded')).toBeVisible();
  expect(await creditsUsed(page)).toBe(usedBefore);

  // Back returns to the page the buyer came from, and stays there.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await settled(page);
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});

test('on a 390px phone the document downloads as one named file, on the same page', async ({ browser }) => {
  test.skip(!code, 'needs the code bought above');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript((stored) => window.localStorage.setItem('documentCode', stored), code);
  const page = await context.newPage();
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  context.on('page', (opened) => opened.on('download', (download) => downloads.push(download)));

  await page.goto('/download');
  await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();
  await expect(page.getByText(/saves to your phone\u2019s downloads/)).toBeVisible();
  const usedBefore = await creditsUsed(page);

  await page.getByRole('button', { name: 'Download Word Document' }).click();
  await expect(page.getByText('Word Document Ready')).toBeVisible();
  await expect.poll(() => downloads.length).toBe(1);
  await settled(page);
  expect(downloads).toHaveLength(1);
  expect(downloads[0].suggestedFilename()).toBe(NDA_ORDER_FILE_NAME);
  // No tab was opened: the buyer stays on /download.
  expect(context.pages()).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe('/download');
  expect(await creditsUsed(page)).toBe(usedBefore);
  await context.close();
});

test('a browser holding the code sees its latest document on every visit to /download, never stuck on checking', async ({ browser }) => {
  test.skip(!code, 'needs the code bought above');
  // The entry asks for the code check and the latest document's status while the page's code loads. For a returning
  // visitor the code comes from the browser's cache, so on a busy phone the check answers before the page draws and
  // the status after: that order once left the page on 'Checking your document...' for good (about one visit in four
  // under load), so a handful of visits with a warm cache shows it holds.
  for (let visit = 1; visit <= 10; visit += 1) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((stored) => window.localStorage.setItem('documentCode', stored), code);
    await page.goto('/download');
    await expect(page.getByTestId('document-version'), `visit ${visit}`).toHaveText('Version 1', { timeout: 8000 });
    await expect(page.getByRole('button', { name: /^(View|Download) Word Document$/ })).toBeVisible();
    await context.close();
  }
});

test('screens at 375 wide: payment result, generating, download', async ({ browser }) => {
  test.skip(!code || !checkout.sessionId, 'needs the purchase above');
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await context.addInitScript((form) => window.sessionStorage.setItem('pendingDocumentData', form), JSON.stringify(NDA_ORDER));
  // The buyer's own browser, at a phone's width: it keeps the checkout's secret, so the code shows.
  await startedIn(context, [checkout]);
  const page = await context.newPage();

  await page.goto(returnAddress());
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('document-code')).toHaveText(code);
  await animationsFinished(page);
  await shot(page, 'payment-success-375');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await generateNow(page, () => shotWhileGenerating(page, 'generate-375'));
  await expect(page.getByTestId('credits-alert')).toContainText('4 credits remaining');
  await shot(page, 'download-375');
  await context.close();
});
