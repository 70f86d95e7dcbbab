import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { NDA_ORDER, chooseState } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * 'What your document will include' (issue 23 point 2, issue 24 point 1): before payment, the form shows what the
 * engine will draft for the chosen state and facts (POST /api/plan-document), on a wide screen (the home form) and on
 * a 360px phone (the wizard's options and review steps).
 *
 * - California, Employment Agreement, Non-Compete Clause: "Not included", with California's reason.
 * - Washington, Employment Agreement, Non-Compete Clause, no pay given: the clause depends on details not given,
 *   names "Annual pay (US dollars)", and the details section marks that field.
 *
 * A server of the file's own, so these plans stay off the main server's per-client limit. Screenshots go to
 * test-results/screenshots/plan-*.png (artefacts, not committed).
 */
const test = testWithOwnServer('plan-preview');

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;
const WIDE = { viewport: { width: 1280, height: 900 } } as const;
const TYPE = 'Employment Agreement';
const PAY = 'Annual pay (US dollars)';

/** The plan's entry for the non-compete, once the summary has loaded and answered. */
function nonCompete(page: Page): Locator {
  return page.getByTestId('plan-clause-non-compete');
}

/** Nothing of the page is wider than the screen (the summary's text wraps at 360px). */
async function expectNoSideScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/** The summary is a polite live region and writes its statuses out (never colour alone). */
async function expectAccessibleSummary(page: Page) {
  const summary = page.getByTestId('plan-summary');
  await expect(summary.getByRole('heading', { name: 'What your document will include' })).toBeVisible();
  await expect(summary.getByRole('status')).toHaveAttribute('aria-live', 'polite');
}

/** Home's wide form: the type, the business, the state and the non-compete ticked. */
async function fillWideForm(page: Page, state: string) {
  await page.goto('/');
  await page.getByLabel('Document Type', { exact: true }).selectOption(TYPE);
  await page.getByLabel('Business Name', { exact: true }).fill(NDA_ORDER.businessName);
  await page.getByLabel('Business Type', { exact: true }).selectOption(NDA_ORDER.businessType);
  await chooseState(page, state);
  await page.getByLabel('Industry', { exact: true }).selectOption(NDA_ORDER.industry);
  await page.getByText('Non-Compete Clause', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Non-Compete Clause' })).toBeChecked();
}

/** The phone wizard to its options step, the non-compete ticked there. */
async function wizardToOptions(page: Page, state: string): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Document' }).click();
  const wizard = page.getByTestId('document-wizard');
  await wizard.getByLabel('Document Type').selectOption(TYPE);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByLabel('Business Name').fill(NDA_ORDER.businessName);
  await wizard.getByLabel('Business Type').selectOption(NDA_ORDER.businessType);
  await chooseState(page, state, wizard);
  await wizard.getByLabel('Industry').selectOption(NDA_ORDER.industry);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByRole('heading', { level: 2, name: /Options$/ })).toBeFocused();
  await wizard.getByText('Non-Compete Clause', { exact: true }).click();
  await expect(wizard.getByRole('checkbox', { name: 'Non-Compete Clause' })).toBeChecked();
  return wizard;
}

async function expectCaliforniaLeftOut(page: Page) {
  const clause = nonCompete(page);
  await expect(clause).toContainText('Not included');
  await expect(clause).toContainText('California');
  await expect(clause).not.toContainText(/\bIncluded\b/);
  await expectAccessibleSummary(page);
}

async function expectWashingtonNeedsPay(page: Page) {
  const clause = nonCompete(page);
  await expect(clause).toContainText('Depends on details you have not given');
  await expect(clause).toContainText(PAY);
  await expect(clause).not.toContainText(/\bIncluded\b/);
  // The deciding field is marked where it is asked.
  await expect(page.getByTestId('annualPay-deciding')).toBeVisible();
  await expect(page.getByTestId('annualPay-deciding')).toContainText('depends on this');
  await expectAccessibleSummary(page);
}

test.describe('a wide screen (1280px): the home form', () => {
  test.use(WIDE);

  test('California + Employment Agreement + Non-Compete shows "Not included" with the reason', async ({ page }) => {
    await fillWideForm(page, 'California');
    await expectCaliforniaLeftOut(page);
    await nonCompete(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/plan-1280-california.png`, fullPage: true });
  });

  test('Washington + Non-Compete without pay asks for the annual pay and marks the field', async ({ page }) => {
    await fillWideForm(page, 'Washington');
    await expectWashingtonNeedsPay(page);
    await page.screenshot({ path: `${SHOTS}/plan-1280-washington.png`, fullPage: true });
  });
});

test.describe('a phone (360px): the wizard', () => {
  test.use(PHONE);

  test('California + Employment Agreement + Non-Compete shows "Not included" with the reason, then on the review', async ({
    page,
  }) => {
    const wizard = await wizardToOptions(page, 'California');
    await expectCaliforniaLeftOut(page);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS}/plan-360-california-options.png`, fullPage: true });

    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByRole('heading', { level: 2, name: /Review$/ })).toBeFocused();
    await expectCaliforniaLeftOut(page);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS}/plan-360-california-review.png`, fullPage: true });
  });

  test('Washington + Non-Compete without pay asks for the annual pay and marks the field', async ({ page }) => {
    await wizardToOptions(page, 'Washington');
    await expectWashingtonNeedsPay(page);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS}/plan-360-washington.png`, fullPage: true });
  });
});

test.describe('a phone (360px): the plan updating under a finger', () => {
  test.use(PHONE);

  test('a changed answer shows "Updating…" without moving Continue', async ({ page }) => {
    const wizard = await wizardToOptions(page, 'Washington');
    await expectWashingtonNeedsPay(page);
    const continueButton = wizard.getByRole('button', { name: 'Continue' });
    // Where Continue sits in the page (not the viewport, which scrolls to the field being typed in).
    const top = () => continueButton.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    const settled = await top();
    await page.screenshot({ path: `${SHOTS}/plan-360-settled.png`, fullPage: true });

    // The next plan is held until the page has been measured while it waits.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/plan-document', async (route) => {
      await held;
      await route.continue();
    });
    await wizard.getByLabel(PAY).fill('150,000');
    await expect(page.getByTestId('plan-quiet-line')).toHaveText('Updating…');
    const updating = await top();
    await page.screenshot({ path: `${SHOTS}/plan-360-updating.png`, fullPage: true });
    release();
    await expect(page.getByTestId('plan-quiet-line')).toHaveCount(0);
    await expect(nonCompete(page)).not.toContainText('Depends on details you have not given');

    expect(updating, 'Continue moved while the plan was updating').toBe(settled);
  });
});
