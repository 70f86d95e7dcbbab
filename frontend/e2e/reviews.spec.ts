import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { generateNow, orderFromHomeForm, payOnTestCheckout } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * Reviews, as a buyer leaves one: after a paid journey, the review form on /download sends the review with the code,
 * shows the spec's toast and empties; a second review from the same code replaces the first. The stored reviews are
 * read back through `export-reviews` (E2E_EXPORT_REVIEWS, else the workspace's debug build), as an operator reads
 * them (README, 'Operating'). The form at
 * a desktop and a phone width: no overflow, no serious axe violation, screenshots attached (and written to
 * E2E_SHOTS_DIR when set). One purchase serves every test: the suite's checkouts from one address are limited.
 */

// A server of this file's own: its purchase stays off the main server's per-client checkout limit, and its data
// folder is the one export-reviews reads.
const test = testWithOwnServer('reviews');
let dataDir = '';
const EXPORT_REVIEWS =
  process.env.E2E_EXPORT_REVIEWS ??
  path.join(process.env.CARGO_TARGET_DIR ?? path.resolve(import.meta.dirname, '../../target'), 'debug/export-reviews');

test.describe.configure({ mode: 'serial' });

test.beforeAll(({ ownServer }) => {
  dataDir = ownServer.dataDir;
});

/** The code and finished job of the journey's purchase, for the tests after it. */
let purchase: { code: string; jobId: string } | undefined;

/** The records of an RFC 4180 CSV text (quoted fields, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

/** Every stored review, through the operator's export command, as header-keyed records. */
function exportedReviews(): Record<string, string>[] {
  const output = execFileSync(EXPORT_REVIEWS, {
    env: { ...process.env, STORE_BACKEND: 'sqlite', DATA_DIR: dataDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [header, ...rows] = parseCsv(output);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

const reviewForm = (page: Page) => page.getByRole('form', { name: 'Rate Your Experience' });

/** Submits the form and returns the server's answer to it. */
async function submitReview(page: Page): Promise<{ submitted: boolean; replaced: boolean }> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/submit-review'));
  await reviewForm(page).getByRole('button', { name: 'Submit Review' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return response.json();
}

test('after paying and generating, a buyer reviews the document, and a second review replaces the first', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const marker = `E2E review ${Date.now()}`;
  await orderFromHomeForm(page);
  const code = await payOnTestCheckout(page);
  await generateNow(page);
  const jobId = await page.evaluate(() => localStorage.getItem('generationJobId'));
  if (jobId) purchase = { code, jobId };

  const form = reviewForm(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  await form.getByLabel(/^Your Name/).fill('Jane E2E');
  // The rating by keyboard: Tab reaches the chosen star, the arrows move it.
  await form.getByLabel(/^Your Name/).press('Tab');
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(form.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  await form.getByLabel('Feedback').fill(`${marker}: first thoughts,\n"quoted" and =formula-like.`);
  expect(await submitReview(page)).toEqual({ submitted: true, replaced: false });
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByText('Your review has been submitted successfully.')).toBeVisible();
  await expect(form.getByLabel(/^Your Name/)).toHaveValue('');
  await expect(form.getByLabel('Feedback')).toHaveValue('');
  await expect(form.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');

  await form.getByLabel('Feedback').fill(`${marker}: second thoughts.`);
  expect(await submitReview(page)).toEqual({ submitted: true, replaced: true });

  const mine = exportedReviews().filter((review) => review.feedback.includes(marker));
  expect(mine, 'one review for the code: the second replaced the first').toHaveLength(1);
  expect(mine[0]).toMatchObject({
    rating: '5',
    reviewer_name: '',
    document_type: 'Non-Disclosure Agreement',
    feedback: `${marker}: second thoughts.`,
  });
  expect(mine[0].created_at <= mine[0].updated_at).toBe(true);
});

for (const size of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
  { name: 'small phone', width: 360, height: 740 },
]) {
  test(`the review form at ${size.width}px fits, reads well and is accessible`, async ({ page }, testInfo) => {
    test.skip(!purchase, 'needs the purchase of the journey above');
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.addInitScript((values) => {
      localStorage.setItem('documentCode', values.code);
      localStorage.setItem('generationJobId', values.jobId);
    }, purchase!);
    await page.goto('/download');
    const form = reviewForm(page);
    await expect(form).toBeVisible({ timeout: 30_000 });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Feedback').fill('Clear, quick and easy to edit in Word.');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
    // Phones do not zoom into a field whose text is at least 16px.
    for (const field of [form.getByLabel(/^Your Name/), form.getByLabel('Feedback')]) {
      const fontSize = await field.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(16);
    }
    const results = await new AxeBuilder({ page }).include('section[aria-labelledby="review-title"]').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const shot = await form.screenshot();
    await testInfo.attach(`review-form-${size.width}.png`, { body: shot, contentType: 'image/png' });
    if (process.env.E2E_SHOTS_DIR) {
      await form.screenshot({ path: path.join(process.env.E2E_SHOTS_DIR, `review-form-${size.width}.png`) });
      await page.screenshot({
        fullPage: true,
        path: path.join(process.env.E2E_SHOTS_DIR, `download-${size.width}.png`),
      });
    }
  });
}
