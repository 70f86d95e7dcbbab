import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';

/**
 * The paying visitor's whole journey, against the local server with embedded defaults:
 * form -> TEST MODE checkout -> payment result with the code -> generation -> .docx download.
 */
test('a visitor buys, generates and downloads an NDA', async ({ page }) => {
  await page.goto('/');

  await page.getByLabel('Document Type').selectOption('Non-Disclosure Agreement');
  await page.getByLabel('Business Name').fill('Acme Widgets');
  await page.getByLabel('Business Type').selectOption('Limited Liability Company (LLC)');
  // The state list is a listbox that scrolls within 200px (spec §2), not a native select.
  await page.getByRole('combobox', { name: 'State/Jurisdiction' }).click();
  await page.getByRole('option', { name: 'California' }).click();
  await page.getByLabel('Industry').selectOption('Technology');
  await page.getByRole('button', { name: 'Generate Document - $19' }).click();

  // The embedded payments backend serves a plainly marked test checkout page.
  await page.waitForURL(/\/test-checkout/);
  await expect(page.getByText(/TEST MODE/i).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();

  await page.waitForURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const codeText = (await page.getByTestId('document-code').innerText()).trim();
  expect(codeText).toMatch(/^[A-Z0-9]{8}$/);

  const generate = page.getByRole('button', { name: 'Generate Document Now' });
  await expect(generate).toBeEnabled();
  await generate.click();

  await page.waitForURL(/\/generate$/);
  await expect(page.getByRole('heading', { name: 'Generating Your Document' })).toBeVisible();
  await page.waitForURL(/\/download$/, { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeVisible();
  await expect(page.getByText(/credits? remaining/)).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Word Document' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const filePath = await download.path();
  expect(filePath).toBeTruthy();

  const zip = await JSZip.loadAsync(await readFile(filePath!));
  const documentXml = await zip.file('word/document.xml')?.async('string');
  expect(documentXml, 'word/document.xml is in the .docx').toBeTruthy();
  // Text runs may split words; compare the text content without tags.
  const text = documentXml!.replace(/<[^>]+>/g, '');
  expect(text).toContain('Acme Widgets');
  expect(text).toContain('California');

  await expect(page.getByText('Document Downloaded')).toBeVisible();
});
