import { gunzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';
import { payCheckout, startCheckout, startedIn, type Checkout } from './support/journey';
import { startOwnServer, type OwnServer } from './support/own-server';
import { settled } from './support/settled';

/**
 * Analytics and the advertising conversion (issue 9 point 5, docs/decisions/0016), counted at fake endpoints.
 *
 * A second local server runs with PostHog and an ad conversion configured, pointing at hosts this spec answers
 * itself (`page.route`): the capture API at https://analytics.e2e.test and Google's tag, whose stand-in reports each
 * conversion to https://www.googleadservices.com as the real tag does. The browser still applies the site's
 * Content-Security-Policy before a request reaches a route, so a count above zero also shows the policy allows the
 * host. The main e2e server (E2E_BASE_URL) has no analytics configured: there, nothing leaves the site.
 *
 * The second server is started by e2e/support/own-server.ts.
 */

const CAPTURE_HOST = 'https://analytics.e2e.test';
const CONVERSION_ID = 'AW-123456789';
const CONVERSION_LABEL = 'e2e_purchase';

/** The stand-in for gtag.js: reads the dataLayer as Google's tag does and reports each conversion as a request. */
const FAKE_GTAG = `(() => {
  const report = (command) => {
    if (command[0] !== 'event' || command[1] !== 'conversion') return;
    const p = command[2] || {};
    const [id, label] = String(p.send_to).split('/');
    const query = new URLSearchParams({ label, value: String(p.value), currency_code: p.currency, oid: p.transaction_id });
    fetch('https://www.googleadservices.com/pagead/conversion/' + id.replace('AW-', '') + '/?' + query, { mode: 'no-cors' });
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  for (const command of layer) report(command);
  const push = layer.push.bind(layer);
  layer.push = (...commands) => { commands.forEach(report); return push(...commands); };
})();`;

type CapturedEvent = { event: string; properties: Record<string, unknown> };

/** The events in one capture request, whatever encoding posthog-js chose (JSON, gzip, base64 form). */
function eventsOf(request: Request): CapturedEvent[] {
  const body = request.postDataBuffer();
  if (!body) return [];
  const url = new URL(request.url());
  let text: string;
  if (url.searchParams.get('compression') === 'gzip-js' || (body[0] === 0x1f && body[1] === 0x8b)) {
    text = gunzipSync(body).toString('utf8');
  } else {
    text = body.toString('utf8');
    if (text.startsWith('data=')) text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  }
  const parsed: unknown = JSON.parse(text);
  const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return list as CapturedEvent[];
}

/** What reached the fake endpoints, and every request that left the site's own origin. */
type Traffic = { events: CapturedEvent[]; conversions: URL[]; offSite: string[]; cspViolations: string[] };

async function watch(context: BrowserContext, origin: string): Promise<Traffic> {
  const traffic: Traffic = { events: [], conversions: [], offSite: [], cspViolations: [] };
  // A visitor's browser, not an automated one: posthog-js drops the events of browsers that say they are driven.
  await context.addInitScript("Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });");
  context.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) traffic.offSite.push(request.url());
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) traffic.cspViolations.push(message.text());
  });
  const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  await context.route(`${CAPTURE_HOST}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: { ...cors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': '*' },
      });
      return;
    }
    traffic.events.push(...eventsOf(request));
    await route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: '{"status":1}' });
  });
  await context.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTAG }),
  );
  await context.route('https://www.googleadservices.com/**', async (route) => {
    traffic.conversions.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'image/gif', body: '' });
  });
  return traffic;
}

const pageViewEvents = (traffic: Traffic) => traffic.events.filter((e) => e.event === '$pageview');
const pageViews = (traffic: Traffic) =>
  pageViewEvents(traffic).map((e) => new URL(String(e.properties.$current_url)).pathname);
const purchases = (traffic: Traffic) => traffic.events.filter((e) => e.event === 'purchase_completed');

/**
 * A paid checkout session whose return page has not been seen: the first verification by the browser that started
 * it (see `startedIn`) will find it new.
 */
async function paidSession(request: APIRequestContext): Promise<Checkout> {
  const checkout = await startCheckout(request, { gclid: 'Cj0KCQ-e2e_click' });
  await payCheckout(request, checkout);
  return checkout;
}

/**
 * Opens the return address the payment provider sends the buyer to; `heading` is what the page says: 'Payment
 * Successful!' with the code in the browser that started the checkout, 'Payment Confirmed' elsewhere.
 */
async function openReturnPage(page: Page, sessionId: string, heading = 'Payment Successful!') {
  await page.goto(`/payment-success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** A UUID: the server's opaque purchase id, the only name analytics know a purchase by. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Until the vendors would have loaded (after the load event, when idle) and sent what is queued: posthog-js sends each
 * event as it comes (no batching), so once the network is quiet nothing more is on its way.
 */
const settle = (page: Page) => settled(page);

/**
 * A desktop Chrome's user agent: posthog-js drops events from browsers that call themselves headless (its bot
 * filter), as it does for crawlers.
 */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test.describe('with analytics configured', () => {
  let server: OwnServer | null = null;
  let origin = '';

  test.beforeAll(async () => {
    server = await startOwnServer('analytics', {
      POSTHOG_KEY: 'phc_e2eProjectKey123',
      POSTHOG_HOST: CAPTURE_HOST,
      GTAG_CONVERSION_ID: CONVERSION_ID,
      GTAG_CONVERSION_LABEL: CONVERSION_LABEL,
    });
    origin = server.origin;
  });

  test.afterAll(() => server?.stop());

  test('the policy allows exactly the configured hosts', async ({ request }) => {
    const response = await request.get(`${origin}/`);
    const policy = response.headers()['content-security-policy'];
    expect(policy).toContain(`connect-src 'self' ${CAPTURE_HOST} https://www.googletagmanager.com`);
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
  });

  test('every navigation is a page view, Back and Forward included', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: origin, userAgent: DESKTOP_CHROME });
    const traffic = await watch(context, origin);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => pageViews(traffic)).toEqual(['/']);

    // Each step waits for its page view, as a reader looks at a page before moving on.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect.poll(() => pageViews(traffic)).toEqual(['/', '/about']);
    await footer.getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => pageViews(traffic)).toEqual(['/', '/about', '/contact']);
    await page.goBack();
    await expect.poll(() => pageViews(traffic)).toEqual(['/', '/about', '/contact', '/about']);
    await page.goBack();
    await expect.poll(() => pageViews(traffic)).toEqual(['/', '/about', '/contact', '/about', '/']);
    await page.goForward();
    await expect.poll(() => pageViews(traffic)).toEqual(['/', '/about', '/contact', '/about', '/', '/about']);
    expect(traffic.events.every((e) => e.event === '$pageview'), 'nothing captured automatically').toBe(true);
    expect(traffic.cspViolations).toEqual([]);
    await context.close();
  });

  test('a new purchase sends one conversion and one purchase_completed by its purchase id; a reload sends none', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: origin, userAgent: DESKTOP_CHROME });
    const traffic = await watch(context, origin);
    const page = await context.newPage();
    const checkout = await paidSession(context.request);
    const { sessionId, checkoutSecret } = checkout;
    await startedIn(context, [checkout]);
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/verify-stripe-session'));
    await openReturnPage(page, sessionId);
    const { purchaseId } = (await (await verified).json()) as { purchaseId: string };
    expect(purchaseId).toMatch(UUID);
    await expect.poll(() => traffic.conversions.length).toBe(1);
    await expect.poll(() => purchases(traffic).length).toBe(1);

    const conversion = traffic.conversions[0];
    expect(conversion.pathname).toBe('/pagead/conversion/123456789/');
    expect(Object.fromEntries(conversion.searchParams)).toEqual({
      label: CONVERSION_LABEL,
      value: '19',
      currency_code: 'USD',
      oid: purchaseId,
    });
    const properties = purchases(traffic)[0].properties;
    const code = (await page.getByTestId('document-code').innerText()).trim();
    expect(properties).toMatchObject({
      value: 19,
      currency: 'USD',
      transaction_id: purchaseId,
      stripe_payment_verified: true,
    });
    // The session id and the code are bearer secrets: neither is sent, under any name or inside any address.
    expect(properties).not.toHaveProperty('session_id');
    expect(properties).not.toHaveProperty('document_code');
    for (const secret of [sessionId, checkoutSecret, code]) {
      expect(JSON.stringify(traffic.events)).not.toContain(secret);
      expect(traffic.conversions.map(String).join(' ')).not.toContain(secret);
    }
    // The page view of the return page is its origin and path: the session id had left the address bar.
    await expect.poll(() => pageViewEvents(traffic).map((e) => e.properties.$current_url)).toEqual([
      `${origin}/payment-success`,
    ]);
    expect(new URL(page.url()).search).toBe('');

    // A reload verifies again and shows the code again, but the sale was already reported.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByTestId('document-code')).toHaveText(code);
    await expect.poll(() => pageViews(traffic).length).toBe(2);
    await settle(page);
    expect(traffic.conversions).toHaveLength(1);
    expect(purchases(traffic)).toHaveLength(1);

    // The same return address in a fresh browser (another device, a shared link): the payment is confirmed, the code
    // is not shown, and nothing is reported.
    const elsewhere = await browser.newContext({ baseURL: origin, userAgent: DESKTOP_CHROME });
    const elsewhereTraffic = await watch(elsewhere, origin);
    const elsewherePage = await elsewhere.newPage();
    await openReturnPage(elsewherePage, sessionId, 'Payment Confirmed');
    await expect(elsewherePage.getByTestId('document-code')).toHaveCount(0);
    await expect.poll(() => pageViews(elsewhereTraffic).length).toBe(1);
    await settle(elsewherePage);
    expect(elsewhereTraffic.conversions).toHaveLength(0);
    expect(purchases(elsewhereTraffic)).toHaveLength(0);
    expect(JSON.stringify(elsewhereTraffic.events)).not.toContain(sessionId);
    await elsewhere.close();

    // A second purchase in the same browser is its own sale, with its own purchase id.
    const second = await paidSession(context.request);
    await startedIn(context, [second]);
    await openReturnPage(page, second.sessionId);
    await expect.poll(() => traffic.conversions.length).toBe(2);
    await expect.poll(() => purchases(traffic).length).toBe(2);
    const ids = purchases(traffic).map((e) => e.properties.transaction_id);
    expect(ids[1]).toMatch(UUID);
    expect(ids[1]).not.toBe(purchaseId);
    expect(traffic.conversions[1].searchParams.get('oid')).toBe(ids[1]);
    expect(pageViewEvents(traffic).every((e) => !String(e.properties.$current_url).includes('?'))).toBe(true);
    expect(traffic.cspViolations).toEqual([]);
    await context.close();
  });

  for (const [signal, setUp] of [
    ['Global Privacy Control', "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });"],
    ['Do Not Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });"],
  ] as const) {
    test(`with ${signal}, nothing is loaded or sent, not even for a purchase`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: origin, userAgent: DESKTOP_CHROME });
      await context.addInitScript(setUp);
      const traffic = await watch(context, origin);
      const scripts: string[] = [];
      context.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await page.goBack();
      const checkout = await paidSession(context.request);
      await startedIn(context, [checkout]);
      await openReturnPage(page, checkout.sessionId);
      await settle(page);
      expect(traffic.offSite).toEqual([]);
      expect(traffic.events).toEqual([]);
      expect(traffic.conversions).toEqual([]);
      expect(scripts.filter((name) => name.includes('analytics-vendors'))).toEqual([]);
      await context.close();
    });
  }
});

test.describe('without analytics configured', () => {
  // A server of its own, configured like the main one, so this purchase stays off the main server's checkout limit.
  let unconfigured: OwnServer | null = null;
  test.beforeAll(async () => {
    unconfigured = await startOwnServer('no-analytics', {});
  });
  test.afterAll(() => unconfigured?.stop());

  test('nothing leaves the site, not even for a purchase', async ({ browser }) => {
    const origin = unconfigured?.origin ?? '';
    const context = await browser.newContext({ baseURL: origin, userAgent: DESKTOP_CHROME });
    const traffic = await watch(context, origin);
    const scripts: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.goBack();
    const checkout = await paidSession(context.request);
    await startedIn(context, [checkout]);
    await openReturnPage(page, checkout.sessionId);
    await settle(page);
    expect(traffic.offSite).toEqual([]);
    expect(scripts.filter((name) => name.includes('analytics-vendors')), 'the analytics code is never downloaded').toEqual([]);
    const policy = (await context.request.get('/')).headers()['content-security-policy'];
    expect(policy).not.toMatch(/googletagmanager|posthog|e2e\.test/);
    await context.close();
  });
});
