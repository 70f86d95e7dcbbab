import { expect, test } from '@playwright/test';
import { buyAndGenerate } from './support/journey';

/**
 * `/`, `/nda` and `/download` ship their phone-sized first screen as HTML (build-tools/prerender.ts): a phone paints
 * it before any script has run, the app's first render replaces it, and nothing of it is taken for the real page: it
 * never shows a brand or address the deployment did not configure, takes no tap, and stays hidden on wide screens,
 * whose layout differs. /download's is its waiting screen, which holds no code and no document: whose they are is
 * known only once the app has asked the server. Every other page starts from the bare index.html.
 */
const PHONE = { width: 390, height: 844 };
const HOME_HEADLINE = 'Professional Legal Documents in Minutes';
const NDA_HEADLINE = 'Need a Professional NDA Fast?';
const CHECKING = 'Checking your document...';

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('a phone sees the first screen of / and /nda, drawn from the HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(HOME_HEADLINE);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-prerendered-shell] button', { hasText: 'Create Document' })).toBeVisible();

    await page.goto('/nda');
    await expect(page.locator('h1')).toHaveText(NDA_HEADLINE);
    await expect(page.locator('h1')).toBeVisible();
  });

  test("a phone sees /download's waiting screen, with no code and no document in it", async ({ page }) => {
    await page.goto('/download');
    const shell = page.locator('[data-prerendered-shell]');
    await expect(shell.getByText(CHECKING)).toBeVisible();
    await expect(shell).not.toContainText('Payment Verified');
    await expect(shell).not.toContainText('Download Word Document');
    expect(await page.content(), 'the stand-in code it was drawn with').not.toContain('PRERENDR');
  });

  test('the drawn screen shows no brand or support address of its own and takes no input', async ({ page }) => {
    await page.goto('/');
    const shell = page.locator('[data-prerendered-shell]');
    // The brand is run-time configuration: its place is kept, empty and hidden, and no link carries an address.
    await expect(shell).not.toContainText('LegalDraft');
    await expect(shell.locator('a[href^="mailto:"]')).toHaveCount(0);
    expect(await page.content()).not.toContain('prerender-marker');
    expect(await page.content()).not.toContain('PrerenderBrandMarker');
    await expect(shell).toHaveAttribute('inert', '');
  });

  test('other pages start empty: no page borrows the home screen', async ({ page }) => {
    for (const path of ['/about', '/document-code', '/sample-document/nda', '/nope']) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toBeEmpty();
    }
  });
});

test.describe('on a wide screen before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the phone's screen stays hidden: the wide layout is the app's to draw", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeHidden();
  });
});

test.describe('once the app runs', () => {
  test.use({ viewport: PHONE });

  test('the app replaces the drawn screen, with the configured brand, and the page works', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
    await expect(page.locator('#prerendered-css')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADLINE })).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: /LegalDraft/ })).toBeVisible();
    await page.getByRole('button', { name: 'Create Document' }).click();
    await expect(page.getByTestId('document-wizard').getByRole('heading', { level: 2, name: /Document$/ })).toBeFocused();
  });

  test('/nda is replaced the same way', async ({ page }) => {
    await page.goto('/nda');
    await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: NDA_HEADLINE })).toHaveCount(1);
  });

  test("/download's waiting screen gives way to the held code's document", async ({ page, request }) => {
    const { code } = await buyAndGenerate(request);
    await page.addInitScript((held) => window.localStorage.setItem('documentCode', held), code);
    await page.goto('/download');
    await expect(page.getByRole('button', { name: /Download/ }).first()).toBeVisible();
    await expect(page.getByTestId('download-document-code')).toHaveText(code);
    await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
    await expect(page.getByText(CHECKING)).toHaveCount(0);
  });

  test('/download without a held code leaves its waiting screen for the home page', async ({ page }) => {
    await page.goto('/download');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADLINE })).toBeVisible();
    await expect(page.getByText(CHECKING)).toHaveCount(0);
  });
});
