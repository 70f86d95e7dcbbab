import { expect, test } from '@playwright/test';

/**
 * The site's configuration comes from the server at run time (docs/decisions/0014): index.html preloads
 * /api/site-config beside the scripts and the SPA uses that one response, so a first visit makes the request once,
 * early, and shows the brand it names.
 */
test('a first visit requests the site configuration once, with the page, and shows its brand', async ({ page }) => {
  const requests: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/site-config' || url.pathname.endsWith('.js')) {
      requests.push({ url: url.pathname, at: Date.now() });
    }
  });
  const configResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/site-config');
  await page.goto('/', { waitUntil: 'networkidle' });
  const config = await (await configResponse).json();
  expect(config.brandName).toBeTruthy();

  const configRequests = requests.filter((r) => r.url === '/api/site-config');
  expect(configRequests, 'the preload and the fetch are one request').toHaveLength(1);
  // Requested while the page's scripts were still being fetched, not after they ran.
  const lastScript = Math.max(...requests.filter((r) => r.url.endsWith('.js')).map((r) => r.at));
  expect(configRequests[0].at).toBeLessThanOrEqual(lastScript);

  await expect(page.getByRole('banner').getByRole('link', { name: config.brandName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${config.brandName} - `));
});

test('when the configuration cannot be read, the site shows the default brand and no optional feature', async ({
  page,
}) => {
  await page.route('**/api/site-config', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/nda');
  await expect(page.getByRole('banner').getByRole('link', { name: 'LegalDraft' })).toBeVisible();
  // No video without configuration: the poster stands in.
  await expect(page.getByRole('img', { name: /non-disclosure agreement as a Word document/ })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // The refund request, inside the header's 'Try Risk-Free' explanation, goes to the contact page.
  await page.getByRole('banner').getByRole('button', { name: 'Try Risk-Free' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /refund/ })).toHaveAttribute('href', '/contact');
});
