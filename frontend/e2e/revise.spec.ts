import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Download, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { NDA_ORDER_FILE_NAME, buyAndGenerate, type Purchase } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * Revising a document in plain words (issue 11), through a local server of this spec's own that drafts offline:
 * a buyer with a generated NDA opens 'Revise this document' on /download, asks 'Make the confidentiality period three
 * years', follows the revision through the generating screen to version 2, reads what changed, sees both versions
 * listed, and downloads the redline, a Word file whose tracked insertions (w:ins) hold the new words. On a 360px phone
 * the keyboard alone opens the panel, meets a refusal the offline engine cannot apply (beside the field, which keeps
 * focus and the words), and makes version 3. axe finds nothing serious at either width, and nothing scrolls sideways.
 * Each version downloads under a name of its own (`...-v2.docx`, docs/api.md) at 1280 and 375 px, and the Word file
 * carries the review notes the page lists, as comments. Screenshots go to E2E_SHOTS_DIR when set.
 */

const test = testWithOwnServer('revise', { AI_PRIMARY: 'offline', AI_FALLBACK: 'none' });
test.describe.configure({ mode: 'serial' });

const CHANGE = 'Make the confidentiality period three years';
/** A version's file name: spec §9's for version 1, with the version for a revision (docs/api.md `fileName`). */
const fileName = (version: number, suffix = '') =>
  NDA_ORDER_FILE_NAME.replace(/\.docx$/, `${version > 1 ? `-v${version}` : ''}${suffix}.docx`);
const REDLINE_FILE_NAME = fileName(2, '-redline');
let purchase: Purchase | null = null;

/** Presses Tab until `target` has focus: at most 10 presses, each landing on a control of the panel. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `the page is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
}

async function creditsUsed(page: Page, code: string): Promise<number> {
  const answer = await page.request.post('/api/get-credit-info', { headers: { 'x-document-code': code }, data: {} });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).creditsUsed as number;
}

/** Opens /download as the browser that generated `jobId` with `code` left it. */
async function openDownload(page: Page, code: string, jobId: string) {
  await page.goto('/');
  await page.evaluate(
    ([storedCode, storedJob]) => {
      window.localStorage.setItem('documentCode', storedCode);
      window.localStorage.setItem('generationJobId', storedJob);
    },
    [code, jobId],
  );
  await page.goto('/download');
  await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();
}

/** 'Your documents' entries, newest first (each named by its title line). */
function listedDocuments(page: Page): Locator {
  return page.getByRole('region', { name: 'Your documents' }).getByRole('listitem', { name: /—/ });
}

/** The text of a .docx's comments (word/comments.xml), every comment's words in order, entities read. */
async function commentsText(file: string): Promise<string> {
  const zip = await JSZip.loadAsync(await readFile(file));
  const xml = (await zip.file('word/comments.xml')?.async('string')) ?? '';
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map(([, text]) => text)
    .join(' ')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every file `context` saves, from any of its pages (a phone's download may open a tab of its own). */
function downloadsOf(context: BrowserContext, page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  context.on('page', (opened) => opened.on('download', (download) => downloads.push(download)));
  return downloads;
}

/** The text of every tracked insertion (w:ins) in a .docx's main document. */
async function trackedInsertions(file: string): Promise<string[]> {
  const zip = await JSZip.loadAsync(await readFile(file));
  const documentXml = await zip.file('word/document.xml')?.async('string');
  expect(documentXml, 'the redline has a word/document.xml').toBeTruthy();
  const insertions = [...(documentXml ?? '').matchAll(/<w:ins\b[^>]*(?<!\/)>([\s\S]*?)<\/w:ins>/g)];
  return insertions.map(([, inner]) =>
    [...inner.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
  );
}

test('a buyer revises an NDA in plain words, sees both versions and finds the change tracked in the redline', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  purchase = await buyAndGenerate(request);
  const { code, jobId } = purchase;
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDownload(page, code, jobId);
  await expect(page.getByTestId('document-version')).toHaveText('Version 1');
  expect(await creditsUsed(page, code)).toBe(1);

  // The list arrives after the page: `all()` takes what is there now, so wait for it first.
  await expect(listedDocuments(page)).toHaveCount(1);
  const [original] = await listedDocuments(page).all();
  await original.getByRole('button', { name: 'Revise this document' }).click();
  const field = page.getByRole('textbox', { name: 'What should change?' });
  await expect(field).toBeFocused();
  await expect(page.getByText('Uses 1 of your 5 remaining credits.', { exact: false })).toBeVisible();
  await field.fill(CHANGE);
  await expect(page.getByText(`${CHANGE.length} / 2,000 characters`)).toBeVisible();
  // A field change beside the words: the NDA was made with no special clause; this one adds arbitration.
  const clauses = page.getByRole('group', { name: 'Special clauses' });
  await expect(clauses.getByRole('checkbox', { name: 'Arbitration Provision' })).not.toBeChecked();
  await clauses.getByText('Arbitration Provision').click();
  await expect(clauses.getByRole('checkbox', { name: 'Arbitration Provision' })).toBeChecked();
  await shot(page, 'revise-panel-1280');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Create Version 2' }).click();
  await page.waitForURL(/\/generate$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Generating Your Document' })).toBeVisible();
  await page.waitForURL(/\/download$/, { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Revision Ready' })).toBeVisible();
  await expect(page.getByTestId('document-version')).toHaveText('Version 2');
  expect(await creditsUsed(page, code)).toBe(2);

  const summary = page.getByRole('region', { name: 'What changed in version 2' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem').first()).toBeVisible();
  await expect(summary).toContainText(/three/i);
  await expect(summary).toContainText(/arbitration/i);

  await expect(listedDocuments(page)).toHaveCount(2);
  const [revision, parent] = await listedDocuments(page).all();
  await expect(revision).toContainText('Version 2');
  await expect(revision).toContainText('Revision of version 1');
  await expect(revision).toContainText('This document');
  await expect(parent).toContainText('Version 1');
  await expect(parent.getByRole('button', { name: 'Download the redline (tracked changes)' })).toHaveCount(0);
  await shot(page, 'revision-download-1280');
  await expectNoSeriousAxeViolations(page);

  // The redline from the list entry of version 2: a .docx whose tracked insertions hold the new words.
  const downloadPromise = page.waitForEvent('download');
  await revision.getByRole('button', { name: 'Download the redline (tracked changes)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(REDLINE_FILE_NAME);
  const file = await download.path();
  const insertions = await trackedInsertions(file);
  expect(insertions.length, 'the redline has tracked insertions').toBeGreaterThan(0);
  expect(insertions.join(' | ')).toMatch(/three/i);
  expect(insertions.join(' | '), 'the added clause is a tracked insertion too').toMatch(/arbitrat/i);

  // Version 2 itself, under its own name, with the review notes the page lists as comments in the file.
  const documentPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Word Document' }).click();
  const document = await documentPromise;
  expect(document.suggestedFilename()).toBe(fileName(2));
  const comments = await commentsText(await document.path());
  expect(comments).toContain('These notes come with your document');
  const notes = await page
    .getByRole('region', { name: 'What we adapted, and what to check with an attorney' })
    .getByRole('listitem')
    .allTextContents();
  expect(notes.length, 'the page lists review notes').toBeGreaterThan(0);
  for (const note of notes) expect(comments, 'each review note is a comment in the file').toContain(note.trim());
  // Downloading again spends nothing.
  expect(await creditsUsed(page, code)).toBe(2);
});

test('on a 360px phone the keyboard alone revises: a refusal stays beside the field, then version 3', async ({ page }) => {
  test.skip(!purchase, 'needs the purchase and revision above');
  test.setTimeout(180_000);
  const { code } = purchase as Purchase;
  await page.setViewportSize({ width: 360, height: 780 });
  // The browser that made version 2 (its job is the code's latest, which /download offers without a kept job).
  await page.goto('/');
  await page.evaluate((storedCode) => window.localStorage.setItem('documentCode', storedCode), code);
  await page.goto('/download');
  await expect(page.getByTestId('document-version')).toHaveText('Version 2');
  await expectNoSidewaysScroll(page);

  await expect(listedDocuments(page)).toHaveCount(2);
  const [latest] = await listedDocuments(page).all();
  const toggle = latest.getByRole('button', { name: 'Revise this document' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByRole('textbox', { name: 'What should change?' });
  await expect(field).toBeFocused();

  // The offline engine cannot rewrite a document in another language: refused before any credit is spent.
  await page.keyboard.type('Rewrite the whole agreement in French');
  const submit = page.getByRole('button', { name: 'Create Version 3' });
  // Past the special clauses (a field change each) to the button.
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alert').filter({ hasText: /without an AI drafter|could not apply/i });
  await expect(refusal).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Rewrite the whole agreement in French');
  expect(await creditsUsed(page, code)).toBe(2);
  await expectNoSidewaysScroll(page);
  await shot(page, 'revise-refused-360');
  await expectNoSeriousAxeViolations(page);

  // Select what was typed and say what the offline engine can apply instead.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Make the confidentiality period five years');
  // And a term as a field: the disclosure period, chosen from the keyboard by typing its first figure.
  const disclosure = page.getByRole('group', { name: 'Terms' }).getByRole('combobox', { name: 'Disclosure period', exact: true });
  await expect(disclosure).toHaveValue('');
  await tabTo(page, disclosure);
  await page.keyboard.type('4');
  await expect(disclosure).toHaveValue('4');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/generate$/, { timeout: 30_000 });
  await page.waitForURL(/\/download$/, { timeout: 90_000 });
  await expect(page.getByTestId('document-version')).toHaveText('Version 3');
  const changed = page.getByRole('region', { name: 'What changed in version 3' });
  await expect(changed).toBeVisible();
  await expect(changed).toContainText('Changed “three (3)” to “five (5)”');
  await expect(changed).toContainText('Changed “two (2)” to “four (4)”');
  await expect(listedDocuments(page)).toHaveCount(3);
  await expect(listedDocuments(page).first()).toContainText('Revision of version 2');
  expect(await creditsUsed(page, code)).toBe(3);
  await expectNoSidewaysScroll(page);
  await shot(page, 'revision-download-360');
  await expectNoSeriousAxeViolations(page);
});

test('at 375 and 1280 px each version downloads under its own name', async ({ browser }) => {
  test.skip(!purchase, 'needs the purchase and revisions above');
  test.setTimeout(120_000);
  const { code } = purchase as Purchase;
  for (const { width, height, isMobile } of [
    { width: 375, height: 812, isMobile: true },
    { width: 1280, height: 900, isMobile: false },
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile });
    await context.addInitScript((storedCode) => window.localStorage.setItem('documentCode', storedCode), code);
    const page = await context.newPage();
    const downloads = downloadsOf(context, page);
    // The code's latest document: version 3, made on the phone above.
    await page.goto('/download');
    await expect(page.getByTestId('document-version')).toHaveText('Version 3');
    await page.getByRole('button', { name: /^(View|Download) Word Document$/ }).click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(1);
    expect(downloads[0].suggestedFilename(), `version 3 at ${width}px`).toBe(fileName(3));
    // Older versions from the list, each under its own name.
    await expect(listedDocuments(page)).toHaveCount(3);
    const [, second, first] = await listedDocuments(page).all();
    await second.getByRole('button', { name: 'Download', exact: true }).click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
    expect(downloads[1].suggestedFilename(), `version 2 at ${width}px`).toBe(fileName(2));
    await first.getByRole('button', { name: 'Download', exact: true }).click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(3);
    expect(downloads[2].suggestedFilename(), `version 1 at ${width}px`).toBe(fileName(1));
    await context.close();
  }
});
