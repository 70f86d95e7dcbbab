import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { NDA_ORDER, agreeToTerms, generateNow, payOnTestCheckout } from './support/journey';
import { animationsFinished } from './support/settled';

/**
 * The /nda funnel (spec §2 '/nda', §3 preset, §5 toasts) and the /document-code screen, at a laptop's and a
 * phone's width, against the local server with embedded defaults (TEST MODE checkout, offline drafting).
 * Screenshots of each step land in test-results/screenshots (artefacts, not committed).
 */
const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const WIDTHS = [1280, 390] as const;
/** Screenshots: a laptop, a common phone and the narrowest phone we support. */
const SHOT_WIDTHS = [1280, 375, 360] as const;

test.use({ actionTimeout: 15_000 });

/** The whole page, and what the visitor sees of it at that moment. */
async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}-viewport.png` });
}

/** Moves focus away and waits for toasts to go, so a screenshot shows the page itself. */
async function dismissToasts(page: Page) {
  for (const close of await page.locator('[data-scope="toast"][data-part="close-trigger"]').all()) {
    await close.click().catch(() => {});
  }
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
}

/** The funnel's order: NDA_ORDER's business in Texas, not the form's default state. */
const FUNNEL_ORDER = { ...NDA_ORDER, stateJurisdiction: 'Texas' };

/** Walks steps 1 and 2 (each refused once while empty) to 'Review & Generate'; `shoot` saves each step. */
async function fillWizard(page: Page, shoot?: (name: string) => Promise<void>) {
  await page.goto('/nda');
  await expect(page.getByRole('heading', { level: 1, name: 'Need a Professional NDA Fast?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tell us about your business' })).toBeVisible();
  await shoot?.('nda-step1');

  // Step 1 is refused without a name (a name kept from earlier in this tab is cleared first).
  await page.getByLabel('Business Name').fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Business name required')).toBeVisible();
  await expect(page.getByText('Please enter your business name to continue.')).toBeVisible();
  await shoot?.('nda-step1-refused');
  await dismissToasts(page);
  await page.getByLabel('Business Name').fill(FUNNEL_ORDER.businessName);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Additional details' })).toBeVisible();
  for (const label of ['Business Type', 'Industry', 'State/Jurisdiction']) await page.getByLabel(label).selectOption('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Missing information')).toBeVisible();
  await expect(page.getByText('Please select your business type, industry, and state to continue.')).toBeVisible();
  await dismissToasts(page);
  await page.getByLabel('Business Type').selectOption(FUNNEL_ORDER.businessType);
  await page.getByLabel('Industry').selectOption(FUNNEL_ORDER.industry);
  await page.getByLabel('State/Jurisdiction').selectOption(FUNNEL_ORDER.stateJurisdiction);
  await shoot?.('nda-step2');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review & Generate' })).toBeVisible();
  await shoot?.('nda-step3');
}

/** Walks the wizard with FUNNEL_ORDER, agrees to the terms and sends it to checkout. */
async function orderFromWizard(page: Page) {
  await fillWizard(page);
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Generate Document - $19' }).click();
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    });

    test('the /nda funnel reaches checkout with the NDA preset and the entered values', async ({ page }) => {
      await fillWizard(page);
      const review = page.getByRole('region', { name: 'Review & Generate' });
      await expect(review.getByText('Try Risk-Free')).toBeVisible();
      await expect(review.getByText('Microsoft Word .docx')).toBeVisible();
      await expect(review.getByText('Comprehensive')).toBeVisible();
      await expect(review.getByText('Required to continue')).toBeVisible();

      // Checkout without the terms: the toast and the highlighted prompt, and no call.
      let checkoutCalls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/create-checkout')) checkoutCalls += 1;
      });
      await review.getByRole('button', { name: 'Generate Document - $19' }).click();
      await expect(page.getByText('Agreement required')).toBeVisible();
      await expect(review.getByTestId('terms-agreement')).toHaveAttribute('data-prompting', '');
      await expect(review.getByText('Please agree to our Terms of Service and Privacy Policy to continue')).toBeVisible();
      await dismissToasts(page);
      expect(checkoutCalls).toBe(0);

      await agreeToTerms(page);
      await expect(review.getByTestId('terms-agreement')).not.toHaveAttribute('data-prompting', '');

      const checkoutRequest = page.waitForRequest(
        (request) => request.url().endsWith('/api/create-checkout') && request.method() === 'POST',
      );
      await review.getByRole('button', { name: 'Generate Document - $19' }).click();
      const body = (await checkoutRequest).postDataJSON();
      expect(body.pricingTier).toBe('$19');
      // What the visitor entered, with the NDA preset; its special clauses are checked below.
      const { specialClauses: _clauses, customInstructions: _instructions, ...entered } = FUNNEL_ORDER;
      expect(body.documentData).toMatchObject(entered);
      expect([...body.documentData.specialClauses].sort()).toEqual(
        ['enhanced-confidentiality', 'intellectual-property', 'non-compete'],
      );

      await page.waitForURL(/\/test-checkout/);
      await expect(page.getByText(/TEST MODE/i).first()).toBeVisible();
    });

    test('the sample NDA opens in its dialog and Escape closes it', async ({ page }) => {
      await page.goto('/nda');
      const opener = page.getByRole('button', { name: 'View Full Sample' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Complete Sample NDA - Preview Only' });
      await expect(dialog).toBeVisible();
      const sample = dialog.getByRole('article');
      await expect(sample).toBeVisible({ timeout: 30_000 });
      await expect(sample.getByText('SAMPLE - NOT FOR USE').first()).toBeVisible();
      await expect(sample.getByText(/Confidential Information/).first()).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('/document-code accepts a bought code and refuses a wrong one', async ({ page, context }) => {
      await orderFromWizard(page);
      const code = await payOnTestCheckout(page);

      // A returning visitor on another device: nothing stored, the code typed in.
      await context.clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto('/document-code');
      await expect(page.getByRole('heading', { level: 1, name: 'Enter Document Code' })).toBeVisible();

      const input = page.getByLabel('Enter Document Code');
      // A wrong code of its own per run, so the per-code guessing limit (4) is never reached by the suite.
      await input.fill(`WRNG${width === 1280 ? 'ABCD' : 'EFGH'}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Invalid Code')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /^Invalid document code\. \(\d attempts? remaining\)$/ })).toBeVisible();
      await dismissToasts(page);

      await input.fill(code.toLowerCase());
      await expect(input).toHaveValue(code);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Document Code Accepted')).toBeVisible();
      // The order was kept with the code at checkout: it is offered again.
      await expect(page.getByRole('alertdialog', { name: 'Previous Document Found' })).toBeVisible();
      await page.getByRole('button', { name: 'Use Existing Document' }).click();
      await page.waitForURL(/\/generate$/);
      expect(await page.evaluate(() => localStorage.getItem('documentCode'))).toBe(code);
    });
  });
}

test('a returning buyer with a held code drafts from /nda without paying again', async ({ page }) => {
  await orderFromWizard(page);
  const code = await payOnTestCheckout(page);
  await generateNow(page);

  // Back on /nda with the code still held (5 credits left after the first document).
  await fillWizard(page);
  const useCode = page.getByRole('button', { name: 'Generate with your code — 1 credit of your 5' });
  await expect(useCode).toBeVisible();
  await shot(page, 'nda-step3-held-code', 1280);
  await agreeToTerms(page);
  let checkoutCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/create-checkout')) checkoutCalls += 1;
  });
  const save = page.waitForRequest((request) => request.url().endsWith('/api/save-document-data'));
  await useCode.click();
  expect((await save).headers()['x-document-code']).toBe(code);
  await page.waitForURL(/\/generate$/);
  await page.waitForURL(/\/download$/, { timeout: 90_000 });
  await expect(page.getByText(/4 credits remaining/)).toBeVisible();
  expect(checkoutCalls).toBe(0);
});

/** No sideways scrolling: the page is no wider than the screen. */
async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
}

for (const width of SHOT_WIDTHS) {
  test(`screenshots of /nda and /document-code at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    const shoot = async (name: string) => {
      await expectNoOverflow(page, name);
      await shot(page, name, width);
    };
    await fillWizard(page, shoot);

    const review = page.getByRole('region', { name: 'Review & Generate' });
    await review.getByRole('button', { name: 'Generate Document - $19' }).click();
    await expect(review.getByTestId('terms-agreement')).toHaveAttribute('data-prompting', '');
    await dismissToasts(page);
    await shoot('nda-step3-terms-prompt');

    await page.goto('/nda');
    await page.getByRole('button', { name: 'View Full Sample' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Sample NDA - Preview Only' });
    await expect(dialog.getByRole('article')).toBeVisible({ timeout: 30_000 });
    await animationsFinished(page); // the opening animation
    await page.screenshot({ path: `${SHOTS}/nda-sample-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/document-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Enter Document Code' })).toBeVisible();
    await shoot('document-code');
    await page.getByLabel('Enter Document Code').fill({ 1280: 'WRNGJKMN', 375: 'WRNGPQRS', 360: 'WRNGTUVX' }[width]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Invalid document code\./ })).toBeVisible();
    await dismissToasts(page);
    await shoot('document-code-refused');
  });
}
