import { expect, test, type Page } from '@playwright/test';
import { settled } from './support/settled';

/**
 * Home on wide screens (spec §2 'Home, wide screens'): the selling sections after the form, the
 * FAQ accordion, the sample previews with real engine text, and screenshots at 1280 and 640 wide
 * (kept in test-results/screenshots as artefacts).
 */

const SAMPLES = [
  { tab: 'NDA', slug: 'nda', title: 'Non-Disclosure Agreement' },
  { tab: 'Terms of Service', slug: 'tos', title: 'Terms of Service' },
  { tab: 'Privacy Policy', slug: 'privacy', title: 'Privacy Policy' },
  { tab: 'Freelance', slug: 'freelance', title: 'Freelance Agreement' },
  { tab: 'Employment', slug: 'employment', title: 'Employment Agreement' },
] as const;

const QUESTIONS = [
  'Are the documents legally valid?',
  'Is my information secure?',
  'Can I make revisions?',
  'Can I edit the document after I download it?',
  'How fast will I get my document?',
  'Do I still need a lawyer?',
];

const sampleSection = (page: Page) => page.getByRole('region', { name: 'See a Sample Before You Buy' });

/**
 * Scrolls down to the code box under the form, as a visitor reading on would: the selling sections after it load as
 * they come near. Waits for them.
 */
async function revealSellingSections(page: Page) {
  await page.getByRole('heading', { name: 'Have a Document Code?' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeAttached();
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The page's cumulative layout shift so far (shifts right after input excluded, as browsers count it). */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('home at 1280 wide', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
    await page.goto('/');
    await revealSellingSections(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await faq.scrollIntoViewIfNeeded();
    for (const question of QUESTIONS) {
      await expect(faq.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false');
    }

    const first = faq.getByRole('button', { name: QUESTIONS[0] });
    const second = faq.getByRole('button', { name: QUESTIONS[1] });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/not a law firm and gives no legal advice/)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/not a law firm and gives no legal advice/)).toBeHidden();
    await expect(faq.getByText(/never reach us/)).toBeVisible();

    // From the keyboard: Enter closes the open one.
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('each sample tab shows real text from the engine and links to its full sample', async ({ page }) => {
    await page.goto('/');
    await revealSellingSections(page);
    const section = sampleSection(page);
    await section.scrollIntoViewIfNeeded();

    for (const sample of SAMPLES) {
      await section.getByRole('tab', { name: sample.tab, exact: true }).click();
      const panel = section.getByRole('tabpanel', { name: sample.tab, exact: true });
      await expect(panel.getByText(sample.title, { exact: true })).toBeVisible({ timeout: 30_000 });
      // The engine drafts its samples for the fictional 'Sample Company'.
      await expect(panel.getByText('Sample Company').first()).toBeVisible();
      await expect(panel).not.toContainText('**');
      await expect(panel.getByRole('link', { name: 'View Full Sample' })).toHaveAttribute(
        'href',
        `/sample-document/${sample.slug}`,
      );
    }
  });

  test('the tabs work from the keyboard and do not move the page while a sample loads', async ({ page }) => {
    // Hold the sample answers back, to see the loading state in place.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/generate-sample-document', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await revealSellingSections(page);
    const section = sampleSection(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('Loading sample document...')).toBeVisible();
    const loadingHeight = (await section.boundingBox())?.height;

    release();
    await expect(section.getByText('Non-Disclosure Agreement', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect((await section.boundingBox())?.height).toBe(loadingHeight);

    await section.getByRole('tab', { name: 'NDA', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('tab', { name: 'Terms of Service' })).toBeFocused();
    await expect(section.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      section.getByRole('tabpanel', { name: 'Terms of Service' }).getByText('Terms of Service', { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    expect((await section.boundingBox())?.height).toBe(loadingHeight);
  });

  test("'View Full Sample' opens the sample page", async ({ page }) => {
    await page.goto('/');
    await revealSellingSections(page);
    const section = sampleSection(page);
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('tab', { name: 'Freelance', exact: true }).click();
    const panel = section.getByRole('tabpanel', { name: 'Freelance' });
    await expect(panel.getByText('Freelance Agreement', { exact: true })).toBeVisible({ timeout: 30_000 });
    await panel.getByRole('link', { name: 'View Full Sample' }).click();
    await expect(page).toHaveURL(/\/sample-document\/freelance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sample Freelance Agreement' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Sample Freelance Agreement' })).toBeVisible({ timeout: 30_000 });
  });

  test('the comparison table is a captioned table with the six feature rows', async ({ page }) => {
    await page.goto('/');
    await revealSellingSections(page);
    const table = page.getByRole('table', { name: /compares with a traditional lawyer and DIY templates/ });
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('rowheader')).toHaveText([
      'Cost',
      'Time',
      'State-specific',
      'Quality',
      'Custom clauses',
      'Immediate access',
      'No monthly fees',
      'Money-back guarantee',
    ]);
  });
});

for (const width of [1280, 640]) {
  test(`home at ${width} wide: no sideways scrolling, and a screenshot`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await revealSellingSections(page);
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    // Scroll through the page so the sample preview loads, then back to the top for the picture.
    const section = sampleSection(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('Non-Disclosure Agreement', { exact: true })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table');
    const tableBox = await table.boundingBox();
    const tableParentWidth = await table.evaluate((element) => element.parentElement?.clientWidth ?? 0);
    expect(tableBox && tableBox.width).toBeLessThanOrEqual(tableParentWidth + 1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Nothing on the way down shifted the layout (the sample box keeps its height while loading).
    expect(await layoutShift(page)).toBeLessThan(0.02);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/home-${width}.png`, fullPage: true });
  });
}

test('on a tall screen the footer does not jump while the wide sections load', async ({ page }) => {
  // Hold the sections' chunk back for a moment, as a slow network would.
  await page.route('**/assets/home-wide-sections-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.02);
});

test('below 640px the wide sections are neither shown nor loaded, and no sample is fetched', async ({ page }) => {
  let sampleCalls = 0;
  let sectionsChunk = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/generate-sample-document')) sampleCalls += 1;
    if (request.url().includes('home-wide-sections')) sectionsChunk = true;
  });
  await page.setViewportSize({ width: 639, height: 900 });
  await page.goto('/');
  await page.mouse.wheel(0, 20_000);
  await settled(page);
  for (const title of ['How It Works', 'See a Sample Before You Buy', 'Frequently Asked Questions']) {
    await expect(page.getByRole('heading', { name: title })).toBeHidden();
  }
  expect(sampleCalls).toBe(0);
  expect(sectionsChunk).toBe(false);
});

test('the selling sections load when the visitor scrolls towards them, not with the first view', async ({ page }) => {
  let sectionsChunk = false;
  page.on('request', (request) => {
    if (request.url().includes('home-wide-sections')) sectionsChunk = true;
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Create Your Document' })).toBeVisible();
  expect(sectionsChunk).toBe(false);

  await revealSellingSections(page);
  expect(sectionsChunk).toBe(true);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
});
