import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';
import { settled } from './support/settled';

/**
 * Issue 24, point 7: the selling copy says "drafted by AI" only when an AI provider drafts (site-config `drafter`),
 * and otherwise says what drafts: the site's clause library. The main e2e server drafts offline; a server of this
 * spec's own is configured with an AI provider (never called here: nothing is drafted). The phone's prerendered first
 * screen, drawn before the site says which, claims neither.
 */
const WIDTHS = [375, 1280] as const;
const AI_CLAIMS = /\bby AI\b|AI-drafted|AI-Crafted|the AI drafts|AI customization|Advanced AI engine|AI document generation/;

/**
 * The whole page's text, its lazily loaded selling sections included (they load as they come near): scrolls to the
 * end until the page stops growing.
 */
async function pageText(page: Page): Promise<string> {
  let height = 0;
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 20_000);
    await settled(page);
    const grown = await page.evaluate(() => document.documentElement.scrollHeight);
    if (grown === height) break;
    height = grown;
  }
  return page.locator('body').innerText();
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
    });

    test('a site that drafts with its clause library says so, and never claims AI', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toContainText('drafted from our clause library');
      if (width > 600) {
        await expect(page.getByText(/drafted from our clause library for your business, your industry/)).toBeVisible();
      }
      const home = await pageText(page);
      expect(home).not.toMatch(AI_CLAIMS);
      expect(await description(page)).toMatch(/^State-specific legal documents for US small businesses:/);

      await page.goto('/nda');
      const trust = page.getByRole('list', { name: 'Why businesses choose us' });
      await expect(trust).toContainText('Clause-Library Documents');
      expect(await pageText(page)).not.toMatch(AI_CLAIMS);
    });

    test.describe('with an AI provider configured', () => {
      let server: OwnServer;
      test.beforeAll(async () => {
        server = await startOwnServer('drafter-ai', {
          AI_PRIMARY: 'openai-compatible',
          COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1',
          COMPATIBLE_MODEL: 'e2e-model',
          AI_FALLBACK: 'offline',
        });
      });
      test.afterAll(() => server.stop());

      test('the copy says the documents are drafted by AI', async ({ page }) => {
        await page.goto(`${server.origin}/`);
        await expect(page.getByRole('contentinfo')).toContainText('drafted by AI');
        if (width > 600) await expect(page.getByText(/tailored by AI to your business, your industry/)).toBeVisible();
        expect(await description(page)).toMatch(/^AI-drafted legal documents/);
        await page.goto(`${server.origin}/nda`);
        await expect(page.getByRole('list', { name: 'Why businesses choose us' })).toContainText('AI-Crafted Documents');
        expect(await pageText(page)).not.toContain('clause library drafts');
      });
    });
  });
}

test.describe('the prerendered first screen, before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('claims neither AI nor the clause library: it is drawn before the site says which drafts', async ({ page }) => {
    for (const path of ['/', '/nda']) {
      await page.goto(path);
      const shell = await page.locator('[data-prerendered-shell]').innerText();
      expect(shell, path).toMatch(/tailored to your business|drafted for your business/);
      expect(shell, path).not.toMatch(AI_CLAIMS);
      expect(shell, path).not.toContain('clause library');
    }
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toMatch(/AI/);
  });
});
