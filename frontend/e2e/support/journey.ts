import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

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
 * code the payment-result page shows. The payment provider sends the buyer back to `/payment-success?session_id=…`;
 * the page takes the session id out of the address bar as it opens.
 */
export async function payOnTestCheckout(page: Page): Promise<string> {
  await page.waitForURL(/\/test-checkout/);
  await expect(page.getByText(/TEST MODE/i).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/payment-success/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const code = (await page.getByTestId('document-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  expect(new URL(page.url()).search, 'the session id has left the address bar').toBe('');
  return code;
}

/** A checkout as create-checkout answers its caller: the session, and the proof that this caller started it. */
export type Checkout = { sessionId: string; checkoutSecret: string };

/** What create-checkout's `checkoutSecret` looks like: 32 random bytes, base64url without padding. */
export const CHECKOUT_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where the SPA keeps the checkouts' secrets (src/lib/storage.ts, `checkoutSecrets`): a list, newest last. */
export const CHECKOUT_SECRETS_KEY = 'checkoutSecrets';

/** The SPA's stored form of `checkouts`, as the browser that started them keeps them (for an init script). */
export function checkoutSecretsValue(checkouts: Checkout[], savedAt = Date.now()): string {
  return JSON.stringify(
    checkouts.map(({ sessionId, checkoutSecret }) => ({ sessionId, secret: checkoutSecret, savedAt })),
  );
}

/**
 * Makes `target` (a browser context, or one page) the browser that started `checkouts`: its pages keep their secrets
 * as the SPA does after create-checkout, so the return page is shown the code. Added to what the browser keeps already.
 */
export async function startedIn(target: BrowserContext | Page, checkouts: Checkout[]) {
  await target.addInitScript(
    ({ key, value }) => {
      try {
        const kept: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
        const entries = JSON.parse(value) as { sessionId: string }[];
        const old = (Array.isArray(kept) ? kept : []) as { sessionId: string }[];
        const fresh = entries.filter((entry) => !old.some((known) => known.sessionId === entry.sessionId));
        window.localStorage.setItem(key, JSON.stringify([...old, ...fresh]));
      } catch {
        // A frame without storage (about:blank): nothing to keep.
      }
    },
    { key: CHECKOUT_SECRETS_KEY, value: checkoutSecretsValue(checkouts) },
  );
}

/**
 * Starts a checkout for NDA_ORDER through the API (a JSON body: Playwright sends it as application/json, which every
 * /api/ call needs) and returns its session and secret.
 */
export async function startCheckout(request: APIRequestContext, extra: { gclid?: string } = {}): Promise<Checkout> {
  const checkout = await request.post('/api/create-checkout', {
    data: { pricingTier: NDA_ORDER.pricingTier, documentData: NDA_ORDER, ...extra },
  });
  expect(checkout.status()).toBe(200);
  const answer = (await checkout.json()) as { url: string; sessionId: string; checkoutSecret: string };
  expect(answer.sessionId).toMatch(/^cs_/);
  expect(answer.checkoutSecret).toMatch(CHECKOUT_SECRET_PATTERN);
  return { sessionId: answer.sessionId, checkoutSecret: answer.checkoutSecret };
}

/** Pays the checkout on the TEST MODE checkout through its form, as `email` (where the code email goes). */
export async function payCheckout(request: APIRequestContext, { sessionId }: Checkout, email = 'buyer@example.com') {
  const paid = await request.post('/test-checkout/pay', { form: { session_id: sessionId, email }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
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

export type Purchase = Checkout & { code: string; jobId: string };

/**
 * Buys a code for NDA_ORDER through the API and the TEST MODE checkout, paying as `email` (where the code email goes),
 * as scripts/buy_test_code.py does. The code comes from verify-stripe-session, which shows it only with the
 * checkout's secret.
 */
export async function buyCode(
  request: APIRequestContext,
  email = 'buyer@example.com',
): Promise<Checkout & { code: string }> {
  const checkout = await startCheckout(request);
  await payCheckout(request, checkout, email);
  const verified = await request.post('/api/verify-stripe-session', {
    data: { session_id: checkout.sessionId, checkout_secret: checkout.checkoutSecret },
  });
  expect(verified.status()).toBe(200);
  const code: string = (await verified.json()).documentCode;
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return { ...checkout, code };
}

/**
 * The same journey through the API, as scripts/buy_test_code.py does: buys a code for NDA_ORDER on the TEST MODE
 * checkout and generates one document with it.
 */
export async function buyAndGenerate(request: APIRequestContext): Promise<Purchase> {
  const checkout = await buyCode(request);
  const { code } = checkout;
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
  return { ...checkout, jobId };
}
