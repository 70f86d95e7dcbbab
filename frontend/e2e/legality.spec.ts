import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { NDA_ORDER, chooseState } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * What the server refuses before any payment (issue 10, contracts C1-C3), as a buyer sees it on the form, with the
 * offline engine drafting (no AI provider). These need the instruction screening (C1) and the custom-type catalog
 * (C2, C3) on the server: they fail on a server without them.
 *
 * - An instruction asking for a non-compete on a California Employment Agreement: create-checkout answers 400
 *   `instructions_conflict` with the rule's sentence in `fields.customInstructions`; the form shows it beside Custom
 *   Instructions and never reaches the payment page.
 * - 'Other (Beta)' "Promissory Note": generate-document-questions answers `kind.supported: false` with a plain
 *   sentence, shown under the name before payment; the checkout button says it cannot be drafted.
 *
 * A server of the file's own, so these checkouts stay off the main server's per-client limit. Screenshots go to
 * test-results/screenshots/legality-*.png (artefacts, not committed).
 */
const test = testWithOwnServer('legality');

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const NON_COMPETE = 'Add a non-compete for two years';

async function fillCaliforniaForm(page: Page, documentType: string) {
  await page.goto('/');
  await page.getByLabel('Document Type', { exact: true }).selectOption(documentType);
  await page.getByLabel('Business Name', { exact: true }).fill(NDA_ORDER.businessName);
  await page.getByLabel('Business Type', { exact: true }).selectOption(NDA_ORDER.businessType);
  await chooseState(page, 'California');
  await page.getByLabel('Industry', { exact: true }).selectOption(NDA_ORDER.industry);
}

test('a non-compete instruction on a California Employment Agreement is refused before payment, beside the instructions', async ({
  page,
}) => {
  await fillCaliforniaForm(page, 'Employment Agreement');
  await page.getByRole('button', { name: /Custom Instructions/ }).click();
  const instructions = page.getByLabel('Custom Instructions', { exact: true });
  await instructions.fill(NON_COMPETE);
  // Closed again: the refusal must open it.
  await page.getByRole('button', { name: /Custom Instructions/ }).click();
  await page.getByRole('button', { name: 'Generate Document - $19' }).click();

  const message = page.getByTestId('custom-instructions-error');
  await expect(message).toBeVisible();
  await expect(message).toContainText(/non-compete/i);
  await expect(message).toContainText('California');
  await expect(instructions).toBeFocused();
  await expect(instructions).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your instructions need a change')).toBeVisible();
  await expect(page.getByText('Checkout Error')).toHaveCount(0);
  await expect(page).not.toHaveURL(/test-checkout/);
  await page.screenshot({ path: `${SHOTS}/legality-1280-instructions-conflict.png`, fullPage: true });
});

test("'Other (Beta)' \"Promissory Note\" is said plainly not to be drafted, before payment", async ({ page }) => {
  await fillCaliforniaForm(page, 'Other (Beta)');
  const name = page.getByLabel('Specific Document Type');
  await name.fill('Promissory Note');

  const note = page.getByTestId('unsupported-type');
  await expect(note).toBeVisible();
  await expect(note).toContainText(/promissory note/i);
  const button = page.getByRole('button', { name: "Can't draft this document type yet (see the note above)" });
  await expect(button).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/legality-1280-unsupported-type.png`, fullPage: true });

  await button.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/test-checkout/);
});
