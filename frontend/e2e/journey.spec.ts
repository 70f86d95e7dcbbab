import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { NDA_ORDER, generateNow, orderFromHomeForm, payOnTestCheckout } from './support/journey';

/**
 * The paying visitor's whole journey, against the local server with embedded defaults:
 * form -> TEST MODE checkout -> payment result with the code -> generation -> .docx download.
 */
test('a visitor buys, generates and downloads an NDA', async ({ page }) => {
  await orderFromHomeForm(page);
  await payOnTestCheckout(page);
  await generateNow(page);
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
  expect(text).toContain(NDA_ORDER.businessName);
  expect(text).toContain(NDA_ORDER.stateJurisdiction);

  await expect(page.getByText('Document Downloaded')).toBeVisible();
});
