import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { NDA_ORDER } from './support/journey';

/**
 * Issue 24, point 7, with the keyboard alone: the State/Jurisdiction list's first use (its code loads then) keeps
 * focus in the list and chooses what the keys pick, on the wide form and in the phone wizard; and a new page takes
 * focus on its h1 after a client-side navigation (not on the first load), without a focus ring, at 375 and 1280px.
 * Screenshots go to test-results/screenshots/keyboard-*.png (artefacts, not committed).
 */

const SHOTS = 'test-results/screenshots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/keyboard-${name}.png` });
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** Whether focus is inside `locator` (on it or on something in it). */
const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

const SCREENS = [
  { width: 375, context: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true } },
  { width: 1280, context: { viewport: { width: 1280, height: 900 } } },
] as const;

test.describe('the State/Jurisdiction list, first used from the keyboard', () => {
  test('1280px: Tab to it, ArrowDown opens it with focus inside, arrows and Enter choose', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Document Information' });
    const state = form.getByRole('combobox', { name: 'State/Jurisdiction' });
    await form.getByLabel('Business Type').focus();
    await page.keyboard.press('Tab');
    await expect(state).toBeFocused();

    await page.keyboard.press('ArrowDown');
    const list = page.getByTestId('state-list');
    await expect(list).toBeVisible();
    await expect.poll(() => holdsFocus(list), 'focus is in the list').toBe(true);
    await expect(list.getByRole('option', { name: 'Alabama' })).toHaveAttribute('data-highlighted', '');
    await shot(page, '1280-state-list-open');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { name: 'Arizona' })).toHaveAttribute('data-highlighted', '');
    expect(await holdsFocus(list)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(state).toHaveText('Arizona');
    await expect(state).toBeFocused();
    // On through the form as usual.
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Industry')).toBeFocused();
  });

  test('1280px: letters typed on it pick the state they spell', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Document Information' });
    const state = form.getByRole('combobox', { name: 'State/Jurisdiction' });
    await form.getByLabel('Business Type').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('tex');
    await expect(state).toHaveText('Texas');
    await expect(state).toBeFocused();
    await expect(page.getByTestId('state-list')).toHaveCount(0);

    // Enter then opens the list on the chosen state, and Escape closes it with focus back on the field.
    await page.keyboard.press('Enter');
    const list = page.getByTestId('state-list');
    await expect(list.getByRole('option', { name: 'Texas' })).toHaveAttribute('data-highlighted', '');
    await expect.poll(() => holdsFocus(list)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(state).toBeFocused();
    await expect(state).toHaveText('Texas');
  });

  test('375px: in the phone wizard, Enter opens it with focus inside and a letter jumps there', async ({ browser }) => {
    const context = await browser.newContext(SCREENS[0].context);
    const page = await context.newPage();
    await page.goto('/');
    const wizard = page.getByTestId('document-wizard');
    await page.getByRole('button', { name: 'Create Document' }).click();
    await wizard.getByLabel('Document Type').selectOption(NDA_ORDER.documentType);
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByRole('heading', { level: 2, name: /Business$/ })).toBeFocused();

    const state = wizard.getByRole('combobox', { name: 'State/Jurisdiction' });
    await wizard.getByLabel('Business Type').focus();
    await page.keyboard.press('Tab');
    await expect(state).toBeFocused();
    await page.keyboard.press('Enter');
    const list = page.getByTestId('state-list');
    await expect(list).toBeVisible();
    await expect.poll(() => holdsFocus(list), 'focus is in the list').toBe(true);
    await page.keyboard.press('c');
    await expect(list.getByRole('option', { name: 'California' })).toHaveAttribute('data-highlighted', '');
    await shot(page, '375-state-list-open');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(state).toHaveText('California');
    await expect(state).toBeFocused();
    await context.close();
  });
});

/** Follows `link` from the keyboard (focus, then Enter) and expects the new page's h1 to have focus, with no ring. */
async function followAndExpectHeadingFocus(page: Page, link: Locator, path: RegExp, heading: string, name: string) {
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(path);
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
  expect(await h1.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  expect(await h1.getAttribute('tabindex')).toBe('-1');
  await shot(page, name);
  return h1;
}

for (const screen of SCREENS) {
  test(`${screen.width}px: after each navigation focus is on the new page's heading, not on the first load`, async ({
    browser,
  }) => {
    const context = await browser.newContext(screen.context);
    const page = await context.newPage();
    await page.goto('/about');
    const about = page.getByRole('heading', { level: 1, name: 'About Us' });
    await expect(about).toBeVisible();
    // The first load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await about.getAttribute('tabindex')).toBeNull();

    const footer = page.getByRole('contentinfo');
    const contact = await followAndExpectHeadingFocus(
      page,
      footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Contact' }),
      /\/contact$/,
      'Contact Us',
      `${screen.width}-contact`,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab goes on inside the new page, not back to the header.
    await page.keyboard.press('Tab');
    expect(await holdsFocus(page.getByRole('main'))).toBe(true);
    expect(await contact.getAttribute('tabindex')).toBeNull();

    await followAndExpectHeadingFocus(
      page,
      page.getByRole('banner').getByTestId('way-back-in'),
      /\/document-code$/,
      'Enter Document Code',
      `${screen.width}-document-code`,
    );

    // Back: the page before takes focus on its heading again.
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();

    // A page whose heading comes with its content (the sample is drafted first) is waited for.
    await followAndExpectHeadingFocus(
      page,
      footer.getByRole('navigation', { name: 'Documents' }).getByRole('link', { name: 'Non-Disclosure Agreement' }),
      /\/sample-document\/nda$/,
      'Sample Non-Disclosure Agreement',
      `${screen.width}-sample`,
    );
    expect(await isFocused(page.getByTestId('route-announcer'))).toBe(false);
    await expect(page.getByTestId('route-announcer')).toHaveText('');

    // Opened to show the form (home scrolls there), focus arrives on the form's heading, not on the hero's h1 above.
    await page.goto('/document-code');
    const toForm = page.getByRole('main').getByRole('link', { name: 'Create your document' });
    await toForm.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    const arrival =
      screen.width === 1280
        ? page.getByRole('heading', { level: 2, name: 'Create Your Document' })
        : page.getByRole('heading', { level: 1 }).filter({ visible: true });
    await expect(arrival).toBeFocused();
    await shot(page, `${screen.width}-home-form`);
    await context.close();
  });
}
