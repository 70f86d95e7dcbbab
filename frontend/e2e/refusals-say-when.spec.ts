import { expect, type Page, type Response } from '@playwright/test';
import { NDA_ORDER, agreeToTerms } from './support/journey';
import { testWithOwnServer } from './support/own-server';

/**
 * Issue 24, point 7: a refusal for a limit says when to try again, and the toast shows it. A server of this spec's own
 * (its limits are its alone) is brought to two real limits from this machine's address, and the page's own call then
 * meets the server's 429: the toast reads the server's sentence, which ends with the wait its Retry-After gives.
 */
const test = testWithOwnServer('refusals');

const WIDTHS = [375, 1280] as const;
const WHEN = /You can try again in (\d+ (second|minute|hour)s?( \d+ minutes?)?)\.$/;

/** The error toast with `title`, wherever the width puts it. */
const toast = (page: Page, title: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });

/** The 429's sentence, checked against its Retry-After: the wait it names is the header's, rounded up. */
async function refusalOf(response: Response): Promise<string> {
  expect(response.status()).toBe(429);
  const retryAfter = Number(response.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  const body = (await response.json()) as { error: string; retryAfterSeconds: number };
  expect(body.retryAfterSeconds).toBe(retryAfter);
  expect(body.error).toMatch(WHEN);
  return body.error;
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
    });

    test('a checkout past the unpaid checkouts an address may hold toasts when to try again', async ({
      page,
      request,
    }) => {
      // This address leaves its 10 checkouts unpaid (the first test does; the second finds them still open).
      for (let n = 0; n < 10; n += 1) {
        const opened = await request.post('/api/create-checkout', {
          data: { pricingTier: '$19', documentData: NDA_ORDER },
        });
        if (opened.status() === 429) break;
        expect(opened.status()).toBe(200);
      }

      await page.goto('/nda');
      await page.getByLabel('Business Name').fill(NDA_ORDER.businessName);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Additional details' })).toBeVisible();
      await page.getByLabel('Business Type').selectOption(NDA_ORDER.businessType);
      await page.getByLabel('Industry').selectOption(NDA_ORDER.industry);
      await page.getByLabel('State/Jurisdiction').selectOption('Texas');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Review & Generate' })).toBeVisible();
      await agreeToTerms(page);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/create-checkout');
      await page.getByRole('button', { name: 'Generate Document - $19' }).click();
      const sentence = await refusalOf(await answer);
      expect(sentence).toMatch(/^Too many attempts\. Please wait before trying again\. You can try again in /);

      const shown = toast(page, 'Checkout Error');
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(sentence);
      await expect(shown).not.toContainText('Unable to create checkout session');
      await expect(page).toHaveURL(/\/nda/);
    });

    test('a contact message past the hour’s five toasts when to try again', async ({ page, request }) => {
      const message = { name: 'Jane Doe', email: 'jane@example.com', reason: 'general', message: 'Where is my code?' };
      for (let n = 0; n < 5; n += 1) {
        const sent = await request.post('/api/send-contact-email', { data: message });
        if (sent.status() === 429) break;
        expect(sent.status()).toBe(200);
      }
      await page.goto('/contact');
      await page.getByLabel('Full Name').fill(message.name);
      await page.getByLabel('Email Address').fill(message.email);
      await page.getByLabel('Reason for Contact').selectOption(message.reason);
      await page.getByLabel('Your Message').fill(message.message);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/send-contact-email');
      await page.getByRole('button', { name: 'Submit Message' }).click();
      const sentence = await refusalOf(await answer);

      const shown = toast(page, 'Something went wrong');
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(sentence);
      await expect(shown).not.toContainText('Please try again later');
      await expect(page.getByLabel('Your Message')).toHaveValue(message.message);
    });
  });
}
