import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { NDA_ORDER, chooseState } from './support/journey';

/**
 * The home page on phones (spec §2 'Home, narrow screens'): the landing view, the 4-step wizard to the TEST MODE
 * checkout, and the code screen behind the floating 'Have a code?' button. Screenshots of every stage at 360 and
 * 390px go to test-results/screenshots/ (artefacts, not committed).
 */

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(PHONE);

const INSTRUCTIONS =
  // Lawful in California: an employee non-solicit here would be refused before payment (see legality.spec.ts).
  'Let the Recipient share the information with its outside accountants. Disputes go to mediation in Austin before any ' +
  'lawsuit. Mark every page confidential and keep the survival period at five years after termination.';

test('the instructions used here are longer than the 150-character review preview', () => {
  expect(INSTRUCTIONS.length).toBeGreaterThan(150);
});

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/home-narrow-${width}-${name}.png`, fullPage: true });
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
}

const wizardOf = (page: Page) => page.getByTestId('document-wizard');
const stepHeading = (page: Page, name: string) =>
  wizardOf(page).getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Scrolled to the end of the wizard, the floating button rests in its own row and covers none of the controls. */
async function expectCodeButtonClear(page: Page, step: string) {
  // The button steps aside while a text field has focus (the keyboard is up); here the visitor is done typing.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const floating = page.getByRole('button', { name: 'Have a code?' });
  // To where the wizard's section ends (the button's own row), as a visitor scrolling down to Continue gets there.
  await floating.evaluate((button) => {
    const section = button.closest('section')!;
    window.scrollTo(0, window.scrollY + section.getBoundingClientRect().bottom - window.innerHeight);
  });
  await expect(floating).toBeInViewport();
  const controls = wizardOf(page).locator('button, input, select, textarea, [role="combobox"]');
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const what = await control.evaluate((element) => element.outerHTML.slice(0, 120));
    expect(await boxesOverlap(floating, control), `'Have a code?' covers ${what} on ${step}`).toBe(false);
  }
}

/** Every visible text field, select and text area of the wizard uses at least 16px text (no iOS zoom). */
async function expectLegibleControls(page: Page) {
  const sizes = await wizardOf(page)
    .locator('input:not([type="checkbox"]):not([type="hidden"]), select:not([aria-hidden="true"]), textarea, [role="combobox"]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => [element.getAttribute('name') ?? element.id, parseFloat(getComputedStyle(element).fontSize)]),
    );
  expect(sizes.length).toBeGreaterThan(0);
  for (const [name, size] of sizes) expect(size, `${name} text is ${size}px`).toBeGreaterThanOrEqual(16);
}

/** Walks the wizard with NDA_ORDER (and two special clauses and INSTRUCTIONS), calling `atStage` on each screen. */
async function walkWizard(page: Page, atStage: (stage: string) => Promise<void>) {
  const wizard = wizardOf(page);
  await page.getByRole('button', { name: 'Create Document' }).click();
  await expect(stepHeading(page, 'Document')).toBeFocused();

  // Messages only after a failed Continue.
  await expect(wizard.getByText('Please select a document type')).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByText('Please select a document type')).toBeVisible();
  await atStage('1-document-error');
  await wizard.getByLabel('Document Type').selectOption(NDA_ORDER.documentType);
  await expect(wizard.getByText('Please select a document type')).toHaveCount(0);
  await atStage('1-document');
  await wizard.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page, 'Business')).toBeFocused();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByText('Please select an industry')).toBeVisible();
  await atStage('2-business-errors');
  await wizard.getByLabel('Business Name').fill(NDA_ORDER.businessName);
  await wizard.getByLabel('Business Type').selectOption(NDA_ORDER.businessType);
  await wizard.getByRole('combobox', { name: 'State/Jurisdiction' }).click();
  const states = page.getByRole('listbox');
  await expect(states).toBeVisible();
  const listHeight = (await states.boundingBox())!.height;
  expect(listHeight, 'the state list is at most 200px tall').toBeLessThanOrEqual(202);
  await atStage('2-business-state-list');
  await states.getByRole('option', { name: NDA_ORDER.stateJurisdiction }).click();
  await wizard.getByLabel('Industry').selectOption(NDA_ORDER.industry);
  await expect(wizard.getByText('Please select an industry')).toHaveCount(0);
  await atStage('2-business');
  await wizard.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page, 'Options')).toBeFocused();
  for (const clause of ['Non-Compete Clause', 'Intellectual Property Protection']) {
    await wizard.getByText(clause, { exact: true }).click();
    await expect(wizard.getByRole('checkbox', { name: clause })).toBeChecked();
  }
  await wizard.getByLabel('Custom Instructions').fill(INSTRUCTIONS);
  await deferredScrollEnded(page);
  await atStage('3-options');
  await wizard.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page, 'Review')).toBeFocused();
  await atStage('4-review');
}

test('the landing view shows the headline, Create Document, the overview, the feature cards and pricing', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Legal Documents in Minutes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Document' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick 1-Minute Overview' })).toBeVisible();
  await expect(page.locator('audio source')).toHaveCount(2);
  for (const card of ['Instant Download', 'Lightning Fast', 'Edit & Customize']) {
    await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Professional Documents' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The wide layout (hero button, form, code box) is not shown on phones.
  await expect(page.getByRole('heading', { name: 'Document Information' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create Your Document' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Have a code?' })).toHaveCount(0);
  await shoot(page, '0-landing');
});

/**
 * On a phone the custom instructions scroll into view 300 ms after they take focus (spec §2, §9, above the on-screen
 * keyboard). A person taps Continue once the page is still; so does the test, or its tap lands where the button was.
 */
async function deferredScrollEnded(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = window.scrollY;
        let stillFrames = 0;
        const frame = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (performance.now() - started > 400 && stillFrames >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

test('a phone visitor goes through the wizard to the TEST MODE checkout with the values entered', async ({ page }) => {
  await page.goto('/');
  await walkWizard(page, async (stage) => {
    await shoot(page, stage);
    if (['1-document', '2-business', '3-options'].includes(stage)) await expectLegibleControls(page);
  });

  const wizard = wizardOf(page);
  for (const value of [NDA_ORDER.documentType, NDA_ORDER.businessName, NDA_ORDER.businessType, NDA_ORDER.stateJurisdiction]) {
    await expect(wizard.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(wizard.getByText('Non-Compete Clause, Intellectual Property Protection')).toBeVisible();
  await expect(wizard.getByTestId('review-custom-instructions')).toHaveText(`${INSTRUCTIONS.slice(0, 150).trimEnd()}...`);

  const checkoutRequest = page.waitForRequest(
    (request) => request.url().endsWith('/api/create-checkout') && request.method() === 'POST',
  );
  await wizard.getByRole('button', { name: 'Generate Document - $19' }).click();
  const body = (await checkoutRequest).postDataJSON();
  expect(body).toMatchObject({
    pricingTier: '$19',
    documentData: { ...NDA_ORDER, specialClauses: ['non-compete', 'intellectual-property'], customInstructions: INSTRUCTIONS },
  });

  await page.waitForURL(/\/test-checkout/);
  await expect(page.getByText(/TEST MODE/i).first()).toBeVisible();
});

test("the floating 'Have a code?' button opens the code screen and comes back to the same step", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Document' }).click();
  await wizardOf(page).getByLabel('Document Type').selectOption('Privacy Policy');
  await wizardOf(page).getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Business')).toBeFocused();

  await page.getByRole('button', { name: 'Have a code?' }).click();
  const title = page.getByRole('heading', { level: 1, name: 'Enter Document Code' });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByText('Already have a code?')).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Enter Document Code' });
  await code.fill('abcd2345');
  await expect(code).toHaveValue('ABCD2345');
  expect(await code.evaluate((input) => parseFloat(getComputedStyle(input).fontSize))).toBeGreaterThanOrEqual(16);
  await expect(wizardOf(page)).toBeHidden();
  await shoot(page, '5-code');

  await page.getByRole('button', { name: /Back to the form/ }).click();
  await expect(stepHeading(page, 'Business')).toBeFocused();

  // Back from step 1 leaves the wizard for the landing view.
  await wizardOf(page).getByRole('button', { name: 'Back' }).click();
  await wizardOf(page).getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Create Document' })).toBeFocused();
});

test('the custom-instructions info opens as a popover on a tap and closes with Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Document' }).click();
  await wizardOf(page).getByLabel('Document Type').selectOption('Terms of Service');
  await wizardOf(page).getByRole('button', { name: 'Continue' }).click();
  await wizardOf(page).getByLabel('Business Name').fill('Acme');
  await wizardOf(page).getByLabel('Business Type').selectOption('Corporation');
  await chooseState(page, 'Alabama', wizardOf(page));
  await wizardOf(page).getByLabel('Industry').selectOption('Retail');
  await wizardOf(page).getByRole('button', { name: 'Continue' }).click();

  const info = wizardOf(page).getByRole('button', { name: 'How the AI treats your instructions' });
  await info.tap();
  const popover = page.getByTestId('info-tip-popover');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('The AI reads your instructions');
  await shoot(page, '3-options-info');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});

for (const width of [360, 390]) {
  test(`at ${width}px nothing scrolls sideways, nothing covers the controls, and every stage is captured`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    await expectNoSidewaysScroll(page, 'the landing view');
    if (width === 360) await shoot(page, '0-landing');

    await walkWizard(page, async (stage) => {
      await expectNoSidewaysScroll(page, `wizard stage ${stage}`);
      if (['1-document', '2-business', '3-options', '4-review'].includes(stage)) {
        await expectCodeButtonClear(page, stage);
      }
      if (width === 360) await shoot(page, stage);
    });

    // The info icon sits beside the instructions header, not over its chevron.
    await wizardOf(page).getByRole('button', { name: 'Edit Options' }).click();
    const chevron = wizardOf(page).getByTestId('custom-instructions-chevron');
    const info = wizardOf(page).getByRole('button', { name: 'How the AI treats your instructions' });
    expect(await boxesOverlap(chevron, info), 'the info icon covers the chevron').toBe(false);

    await page.getByRole('button', { name: 'Have a code?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter Document Code' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the code screen');
    if (width === 360) await shoot(page, '5-code');
  });
}
