import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buyCode } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * 'Lost your code?' through a local server of this spec's own (its outbox is this spec's alone): a buyer who lost the
 * code asks for it by the checkout email on a phone, finds it in the email and continues with it; an address that
 * bought nothing reads the same answer and gets no mail; the keyboard alone reaches the form; axe finds nothing
 * serious. Screenshots at 360 and 1280 go to E2E_SHOTS_DIR when set.
 */
let dataDir = '';

const test = testWithOwnServer('lost-code');

test.beforeAll(({ ownServer }) => {
  dataDir = ownServer.dataDir;
});

function lostCodeEmails(to: string): string[] {
  const folder = path.join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .filter((eml) => eml.includes(`\r\nTo: ${to}\r\n`) && eml.includes('Someone (we hope you) asked'));
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The lost-code form's answer (the home page has other live regions, the sample preview's among them). */
function answer(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Check your email' });
}

async function askForCodes(page: Page, email: string) {
  await page.getByRole('button', { name: 'Lost your code?' }).click();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Email My Codes' }).click();
  await expect(answer(page)).toContainText('Check your email');
}

test('a buyer who lost the code gets it by email on a phone and continues with it', async ({ page, request }) => {
  const { code } = await buyCode(request, 'lost.buyer@example.com');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/document-code');
  await askForCodes(page, 'Lost.Buyer@example.com');
  await expect(answer(page)).toContainText(
    "If Lost.Buyer@example.com was used to buy a document code that is still active, we've emailed every such code to it.",
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'lost-code-sent-360');

  await expect.poll(() => lostCodeEmails('Lost.Buyer@example.com').length).toBe(1);
  const email = lostCodeEmails('Lost.Buyer@example.com')[0];
  expect(email).toContain(code);
  expect(email).not.toContain('Acme Widgets');

  await page.getByLabel('Enter Document Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/6 credits remaining|Previous Document Found|Document Information Needed/).first()).toBeVisible();
});

test('an address that bought nothing reads the same answer and gets no email', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await askForCodes(page, 'nobody.here@example.com');
  await expect(answer(page)).toContainText(
    "If nobody.here@example.com was used to buy a document code that is still active, we've emailed every such code to it.",
  );
  await shot(page, 'lost-code-sent-1280');
  // The answer came after the lookup: had there been a mail, it would be in the outbox by now.
  expect(lostCodeEmails('nobody.here@example.com')).toHaveLength(0);
});

test('the keyboard alone opens the form and sends it; axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/document-code');
  const toggle = page.getByRole('button', { name: 'Lost your code?' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The form's code arrives on the toggle's focus (a chunk of its own): the visitor tabs on once it shows. A test that
  // pressed Tab before it arrived (on a loaded machine) went past it, as a visitor faster than the network would.
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await page.keyboard.type('keyboard.user@example.com');
  await page.keyboard.press('Enter');
  await expect(answer(page)).toContainText('Check your email');

  await page.getByRole('button', { name: 'Use another address' }).click();
  await shot(page, 'lost-code-form-375');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
});
