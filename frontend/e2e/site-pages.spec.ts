import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The static pages and the contact form, as a visitor meets them: each page from the footer's links, its title, no
 * serious or critical axe violation at a desktop and a phone width (screenshots attached, and written to
 * E2E_SHOTS_DIR when set); and a contact message that lands in the server's outbox (E2E_DATA_DIR: the data folder
 * the server under test writes, set by scripts/test).
 */

const PAGES = [
  { path: '/terms', heading: 'Terms of Service', title: /^Terms of Service \| / },
  { path: '/privacy', heading: 'Privacy Policy', title: /^Privacy Policy \| / },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: /^Privacy Policy \| / },
  { path: '/disclaimer', heading: 'Legal Disclaimer', title: /^Legal Disclaimer \| / },
  { path: '/about', heading: 'About Us', title: /^About Us \| / },
  { path: '/contact', heading: 'Contact Us', title: /^Contact Us \| / },
];

async function checkAccessibility(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), name).toEqual([]);
}

for (const width of [1280, 360]) {
  test.describe(`static pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path: address, heading, title } of PAGES) {
      test(`${address} shows its content, its title, and is accessible`, async ({ page }, testInfo) => {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(title);
        await expect(page.getByText(/coming soon/i)).toHaveCount(0);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
        await checkAccessibility(page, `${address} at ${width}px`);
        const shot = await page.screenshot({ fullPage: true });
        await testInfo.attach(`${address.slice(1)}-${width}.png`, { body: shot, contentType: 'image/png' });
        if (process.env.E2E_SHOTS_DIR) {
          await page.screenshot({ fullPage: true, path: path.join(process.env.E2E_SHOTS_DIR, `${address.slice(1)}-${width}.png`) });
        }
      });
    }
  });
}

test('the footer leads to each static page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [column, link, heading] of [
    ['Company', 'About Us', 'About Us'],
    ['Company', 'Contact', 'Contact Us'],
    ['Legal', 'Terms of Service', 'Terms of Service'],
    ['Legal', 'Privacy Policy', 'Privacy Policy'],
    ['Legal', 'Legal Disclaimer', 'Legal Disclaimer'],
  ]) {
    await footer.getByRole('navigation', { name: column }).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the terms link to the privacy policy and the contact page', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(/Effective date: \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'contact page' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

/** The .eml files of the server's outbox. */
function outbox(): string[] {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(folder).map((name) => readFileSync(path.join(folder, name), 'utf8'));
  } catch {
    return [];
  }
}

test('a contact message is checked, sent to the support mailbox with Reply-To the visitor, and the form empties', async ({
  page,
}) => {
  test.skip(!process.env.E2E_DATA_DIR, 'needs E2E_DATA_DIR, the data folder of the server under test');
  const marker = `E2E contact ${Date.now()}`;
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Submit Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please select a contact reason')).toBeVisible();

  await page.getByLabel('Full Name').fill('Jane Doe');
  await page.getByLabel('Email Address').fill('jane.e2e@example.com');
  await page.getByLabel('Reason for Contact').selectOption('Technical Support');
  await page.getByLabel('Your Message').fill(`${marker}: the download button does nothing on my phone.`);
  await page.getByRole('button', { name: 'Submit Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Your Message')).toHaveValue('');

  await expect.poll(() => outbox().filter((eml) => eml.includes(marker)).length).toBe(1);
  const eml = outbox().find((message) => message.includes(marker)) ?? '';
  expect(eml).toContain('\r\nReply-To: jane.e2e@example.com\r\n');
  expect(eml).toContain('Reason: Technical Support');
});
