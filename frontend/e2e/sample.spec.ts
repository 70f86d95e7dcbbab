import { expect, test } from '@playwright/test';

/**
 * The full NDA sample (spec §2 'Sample page'): served by `POST /api/generate-sample-document`
 * and shown as text under the watermark, with the call to action back to the form.
 */
test('a visitor reads the full NDA sample', async ({ page }) => {
  await page.goto('/sample-document/nda');

  await expect(page.getByRole('heading', { level: 1, name: 'Sample Non-Disclosure Agreement' })).toBeVisible();
  await expect(page.getByText('Sample Only')).toBeVisible();

  const sample = page.getByRole('article', { name: 'Sample Non-Disclosure Agreement' });
  await expect(sample).toBeVisible({ timeout: 30_000 });
  await expect(sample.getByText('SAMPLE - NOT FOR USE').first()).toBeVisible();
  await expect(sample.getByText(/Confidential/).first()).toBeVisible();
  // Markdown is read, not shown raw.
  await expect(sample).not.toContainText('**');

  const cta = page.getByRole('link', { name: 'Generate Custom Document' });
  await expect(cta).toBeVisible();
  await cta.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Create Your Document' })).toBeVisible();
});

test('an unknown sample type is refused without a server call', async ({ page }) => {
  let called = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/generate-sample-document')) called = true;
  });
  await page.goto('/sample-document/lease');
  await expect(page.getByText('Error: Invalid document type')).toBeVisible();
  expect(called).toBe(false);
});
