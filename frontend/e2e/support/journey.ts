import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The buying journey the e2e specs share, against the local server with embedded defaults (TEST MODE checkout,
 * offline drafting): the order they place, filling home's form, ticking /nda's terms box, paying on the test
 * checkout, generating, and the same purchase made through the API for specs that only need its result.
 */

/** The order the specs place: an NDA for a fictional LLC in California, as the form sends it (documentData). */
export const NDA_ORDER = {
  documentType: 'Non-Disclosure Agreement',
  businessName: 'Acme Widgets',
  businessType: 'Limited Liability Company (LLC)',
  stateJurisdiction: 'California',
  industry: 'Technology',
  protectionLevel: 'Comprehensive',
  specialClauses: [] as string[],
  customInstructions: '',
  pricingTier: '$19',
};

/** The file name the server gives NDA_ORDER's document. */
export const NDA_ORDER_FILE_NAME = 'Non-Disclosure-Agreement-Acme-Widgets.docx';

/**
 * Chooses `state` in the State/Jurisdiction list within `scope` (the page, or the phone wizard). The list is a listbox
 * that scrolls within 200px (spec §2), not a native select, and it positions itself after it opens: on a loaded
 * machine a click can land while it still moves, so the choice is made again until the field shows the state.
 */
export async function chooseState(page: Page, state: string, scope: Page | Locator = page) {
  const trigger = scope.getByRole('combobox', { name: 'State/Jurisdiction' });
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await page.getByTestId('state-list').getByRole('option', { name: state }).click({ timeout: 5_000 });
    await expect(trigger).toContainText(state, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Fills home's wide form with NDA_ORDER and submits it with 'Generate Document - $19': the checkout opens next. */
export async function orderFromHomeForm(page: Page) {
  await page.goto('/');
  await page.getByLabel('Document Type').selectOption(NDA_ORDER.documentType);
  await page.getByLabel('Business Name').fill(NDA_ORDER.businessName);
  await page.getByLabel('Business Type').selectOption(NDA_ORDER.businessType);
  await chooseState(page, NDA_ORDER.stateJurisdiction);
  await page.getByLabel('Industry').selectOption(NDA_ORDER.industry);
  await page.getByRole('button', { name: 'Generate Document - $19' }).click();
}

/** Ticks /nda's terms box the way a visitor does: on its square (the label around it also holds links). */
export async function agreeToTerms(page: Page) {
  await page.locator('[data-scope="checkbox"][data-part="control"]').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
}

/**
 * Pays on the plainly marked TEST MODE checkout page the embedded payments backend serves, and returns the document
 * code the payment-result page shows.
 */
export async function payOnTestCheckout(page: Page): Promise<string> {
  await page.waitForURL(/\/test-checkout/);
  await expect(page.getByText(/TEST MODE/i).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const code = (await page.getByTestId('document-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return code;
}

/**
 * From the payment result, 'Generate Document Now' through the generating screen (where `whileGenerating` runs) to
 * the download page.
 */
export async function generateNow(page: Page, whileGenerating?: () => Promise<void>) {
  const generate = page.getByRole('button', { name: 'Generate Document Now' });
  await expect(generate).toBeEnabled();
  await generate.click();
  await page.waitForURL(/\/generate$/);
  await expect(page.getByRole('heading', { name: 'Generating Your Document' })).toBeVisible();
  await whileGenerating?.();
  await page.waitForURL(/\/download$/, { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();
}

export type Purchase = { code: string; sessionId: string; jobId: string };

/**
 * Buys a code for NDA_ORDER through the API and the TEST MODE checkout, paying as `email` (where the code email goes),
 * as scripts/buy_test_code.py does.
 */
export async function buyCode(
  request: APIRequestContext,
  email = 'buyer@example.com',
): Promise<{ code: string; sessionId: string }> {
  const checkout = await request.post('/api/create-checkout', {
    data: { pricingTier: NDA_ORDER.pricingTier, documentData: NDA_ORDER },
  });
  expect(checkout.status()).toBe(200);
  const sessionId = new URL((await checkout.json()).url, 'http://localhost').searchParams.get('session_id') ?? '';
  const paid = await request.post('/test-checkout/pay', { form: { session_id: sessionId, email }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const verified = await request.post('/api/verify-stripe-session', { data: { session_id: sessionId } });
  const code: string = (await verified.json()).documentCode;
  return { code, sessionId };
}

/**
 * The same journey through the API, as scripts/buy_test_code.py does: buys a code for NDA_ORDER on the TEST MODE
 * checkout and generates one document with it.
 */
export async function buyAndGenerate(request: APIRequestContext): Promise<Purchase> {
  const { code, sessionId } = await buyCode(request);
  const headers = { 'x-document-code': code };
  const started = await request.post('/api/start-generation', { headers, data: { documentData: NDA_ORDER } });
  expect(started.status()).toBe(202);
  const { jobId } = await started.json();
  await expect
    .poll(
      async () => (await (await request.post('/api/generation-status', { headers, data: { jobId } })).json()).status,
      { timeout: 90_000 },
    )
    .toBe('succeeded');
  return { code, sessionId, jobId };
}
