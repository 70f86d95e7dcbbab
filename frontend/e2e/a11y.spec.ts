import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CHECKOUT_SECRETS_KEY, NDA_ORDER, buyAndGenerate, checkoutSecretsValue, type Purchase } from './support/journey';

/**
 * axe-core on every route at a desktop and a phone width: no serious or critical violation (WCAG 2.2 A/AA and axe's
 * best practices). The pages behind a code are checked in the state a buyer sees them: a code is bought in TEST MODE,
 * a document generated, and the browser holds them as the flow leaves them. Each page's screenshot is attached to
 * the report.
 */

type PageCase = {
  path: (purchase: Purchase) => string;
  /** What the browser holds when a visitor arrives there in the flow. */
  storage?: (purchase: Purchase) => { local?: Record<string, string>; session?: Record<string, string> };
  /** The heading that says the page has settled. */
  heading: string | RegExp;
  /** Holds calls whose answers would move the visitor on while the page is checked. */
  hold?: string;
};

const PAGES: Record<string, PageCase> = {
  home: { path: () => '/', heading: /.+/ },
  nda: { path: () => '/nda', heading: /NDA/ },
  'document-code': { path: () => '/document-code', heading: /Document Code/ },
  generate: {
    path: () => '/generate',
    storage: ({ code }) => ({ local: { documentCode: code }, session: { pendingDocumentData: JSON.stringify(NDA_ORDER) } }),
    heading: 'Generating Your Document',
    hold: '**/api/start-generation',
  },
  download: {
    path: () => '/download',
    storage: ({ code, jobId }) => ({ local: { documentCode: code, generationJobId: jobId } }),
    heading: 'Payment Verified - Document Ready',
  },
  // In the browser that started the checkout (it keeps the checkout's secret): the code.
  'payment-success': {
    path: ({ sessionId }) => `/payment-success?session_id=${encodeURIComponent(sessionId)}`,
    storage: (purchase) => ({ local: { [CHECKOUT_SECRETS_KEY]: checkoutSecretsValue([purchase]) } }),
    heading: 'Payment Successful!',
  },
  // Anywhere else (another device, a shared link): the payment confirmed, without the code.
  'payment-confirmed': {
    path: ({ sessionId }) => `/payment-success?session_id=${encodeURIComponent(sessionId)}`,
    heading: 'Payment Confirmed',
  },
  'sample-document': { path: () => '/sample-document/nda', heading: 'Sample Non-Disclosure Agreement' },
  about: { path: () => '/about', heading: /About/ },
  contact: { path: () => '/contact', heading: /Contact/ },
  terms: { path: () => '/terms', heading: /Terms/ },
  privacy: { path: () => '/privacy', heading: /Privacy/ },
  disclaimer: { path: () => '/disclaimer', heading: /Disclaimer/ },
  'not-found': { path: () => '/no-such-page', heading: '404' },
};

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

let purchase: Purchase;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  purchase = await buyAndGenerate(request);
});

async function open(page: Page, pageCase: PageCase) {
  const storage = pageCase.storage?.(purchase);
  if (storage) {
    await page.addInitScript((values) => {
      for (const [key, value] of Object.entries(values.local ?? {})) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(values.session ?? {})) sessionStorage.setItem(key, value);
    }, storage);
  }
  if (pageCase.hold) await page.route(pageCase.hold, () => {});
  await page.goto(pageCase.path(purchase));
  await expect(page.getByRole('heading', { level: 1, name: pageCase.heading }).first()).toBeVisible({
    timeout: 30_000,
  });
  // Late content (a sample, a status, the sections that load when scrolled near) and the toasts it brings are part of
  // what is checked.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const [name, pageCase] of Object.entries(PAGES)) {
      test(`${name} has no serious or critical accessibility violation`, async ({ page }, testInfo) => {
        await open(page, pageCase);
        const results = await new AxeBuilder({ page }).analyze();
        await testInfo.attach(`${name}-${size.name}.png`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
          }));
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
      });
    }
  });
}
