import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buyCode } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * The operator's page (/test-adobe) through a local server of this spec's own, started with ADMIN_TOKEN: the
 * integrations check (all OK locally), 3 credits once per code, a refund that deactivates the code, the buyer's emails
 * in its outbox, and no action without the right token. Its own server keeps these purchases off the main server's
 * per-client checkout limit. Screenshots at 375 and 1280 go to E2E_SHOTS_DIR when set.
 */
const token = 'e2e-operator-token-0123456789abcdef';
let dataDir = '';

const test = testWithOwnServer('operator', { ADMIN_TOKEN: token });

test.beforeAll(({ ownServer }) => {
  dataDir = ownServer.dataDir;
});

function outbox(): string[] {
  const folder = path.join(dataDir, 'outbox');
  try {
    return readdirSync(folder).map((name) => readFileSync(path.join(folder, name), 'utf8'));
  } catch {
    return [];
  }
}

async function unlock(page: Page, value = token) {
  await page.goto('/test-adobe');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations Check' })).toBeVisible();
  await page.getByLabel('Admin token').fill(value);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

async function find(page: Page, query: string) {
  await page.getByLabel('Document code or checkout email').fill(query);
  await page.getByRole('button', { name: 'Find purchase' }).click();
  return page.getByTestId('purchase').first();
}

async function act(card: ReturnType<Page['getByTestId']>, button: string, confirm: string, reason: string) {
  await card.getByRole('button', { name: button }).click();
  await card.getByLabel('Your name').fill('E2E Operator');
  await card.getByLabel('Reason').fill(reason);
  await card.getByRole('button', { name: confirm }).click();
}

test('checks the integrations: every configured one answers locally', async ({ page }) => {
  await unlock(page);
  await page.getByRole('button', { name: 'Check integrations' }).click();
  await expect(page.getByText('Integrations Connected')).toBeVisible();
  for (const name of ['records', 'files', 'email', 'payments', 'ai-primary']) {
    await expect(page.getByTestId(`check-${name}`).getByTestId('check-status')).toHaveText(/^OK · \d+ ms$/);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await page.content()).not.toContain(token);
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(shots, `test-adobe-${width}.png`), fullPage: true });
    }
  }
});

test('adds 3 credits once per code and emails the buyer', async ({ page, request }) => {
  const email = `credits-${Date.now()}@example.com`;
  const { code } = await buyCode(request, email);
  await unlock(page);
  const card = await find(page, email);
  await expect(card.getByTestId('purchase-code')).toHaveText(code);
  await expect(card.getByText('6 of 6 left')).toBeVisible();
  await act(card, 'Add 3 credits', 'Confirm: add 3 credits', 'Unhappy with the first draft');
  await expect(card.getByText('3 credits added. The buyer was emailed.')).toBeVisible();
  await expect(card.getByText('9 of 9 left')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add 3 credits' })).toBeDisabled();

  // A second grant is refused by the server, whatever the page shows.
  const again = await request.post('/api/admin-guarantee-action', {
    headers: { 'x-admin-token': token },
    data: { code, action: 'add-credits', reason: 'Second try', operator: 'E2E Operator' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toBe('The 3 additional credits were already added to this code.');
  // Every /api/ call is JSON (415 otherwise): an empty object where the call has nothing to send.
  const credits = await request.post('/api/get-credit-info', { headers: { 'x-document-code': code }, data: {} });
  expect((await credits.json()).creditsTotal).toBe(9);
  const mails = outbox().filter((eml) => eml.includes(`To: ${email}`));
  expect(mails.some((eml) => eml.includes('3 additional document credits') && eml.includes(code))).toBe(true);
});

test('refunds a purchase, deactivates its code and emails the buyer', async ({ page, request }) => {
  const email = `refund-${Date.now()}@example.com`;
  const { code, sessionId } = await buyCode(request, email);
  await unlock(page);
  const card = await find(page, code);
  await act(card, 'Refund and deactivate', 'Confirm: refund and deactivate', 'Money-back guarantee request');
  await expect(card.getByText('Refunded in full; the code is deactivated. The buyer was emailed.')).toBeVisible();
  await expect(card.getByTestId('purchase-status')).toHaveText('Refunded');
  await expect(card.getByRole('button', { name: 'Add 3 credits' })).toBeDisabled();

  const refunds = readFileSync(path.join(dataDir, 'test-checkout-refunds.jsonl'), 'utf8');
  expect(refunds).toContain(sessionId);
  expect(outbox().some((eml) => eml.includes(`To: ${email}`) && eml.includes('your refund'))).toBe(true);

  // The buyer's code is refused, with a clear message.
  await page.goto('/');
  await page.getByLabel('Enter Document Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/refunded under our money-back guarantee/).first()).toBeVisible();

  // The return address says the purchase was refunded, and shows no code.
  await page.goto(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Refunded' })).toBeVisible();
  await expect(page.getByText(/refunded under our money-back guarantee, so its document code can no longer be used/)).toBeVisible();
  await expect(page.getByTestId('document-code')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});

test('the page, its results and the confirm step have no serious or critical accessibility violation', async ({
  page,
  request,
}) => {
  const email = `a11y-${Date.now()}@example.com`;
  await buyCode(request, email);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/test-adobe');
    await page.getByRole('heading', { level: 1, name: 'Integrations Check' }).waitFor();
    const locked = await new AxeBuilder({ page }).analyze();
    await unlock(page);
    await page.getByRole('button', { name: 'Check integrations' }).click();
    await expect(page.getByText('Integrations Connected')).toBeVisible();
    const card = await find(page, email);
    await card.getByRole('button', { name: 'Refund and deactivate' }).click();
    await card.getByRole('button', { name: 'Confirm: refund and deactivate' }).click();
    await expect(card.getByText('Give a reason of 3 to 500 characters.')).toBeVisible();
    const unlocked = await new AxeBuilder({ page }).analyze();
    const serious = [...locked.violations, ...unlocked.violations]
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
    expect(serious, `at ${width}px`).toEqual([]);
    // The token stays for this tab: give it back, so the next width starts at the token form again.
    await page.getByRole('button', { name: 'Forget token' }).click();
  }
});

// Last: its wrong tokens count against this address (5 allowed), so the tests above are not blocked.
test('with no token or a wrong one, nothing happens', async ({ page, request }) => {
  const { code } = await buyCode(request);
  const attempts: Record<string, string>[] = [{}, { 'x-admin-token': 'wrong-token-wrong-token-wrong' }];
  for (const headers of attempts) {
    const response = await request.post('/api/admin-guarantee-action', {
      headers,
      data: { code, action: 'refund', reason: 'Should not happen', operator: 'Nobody' },
    });
    expect(response.status()).toBe(401);
  }
  const valid = await request.post('/api/validate-document-code', { data: { code } });
  expect((await valid.json()).isValid).toBe(true);

  await unlock(page, 'not-the-admin-token-at-all');
  await page.getByRole('button', { name: 'Check integrations' }).click();
  await expect(page.getByText('The admin token is missing or wrong.')).toBeVisible();
  await expect(page.getByLabel('Admin token')).toHaveValue('');
});
