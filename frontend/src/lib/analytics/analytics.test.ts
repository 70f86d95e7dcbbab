import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, REPORTED_PURCHASES_KEY, type AnalyticsClient, type AnalyticsSettings } from './analytics';
import { conversionParameters, purchaseCompletedProperties, withoutAddressQueries, type Purchase } from './events';
import { pageAddress } from './page-address';
import { browserRefusesTracking } from './privacy-signals';

const POSTHOG = { key: 'phc_testProjectKey123', host: 'https://analytics.example.com' };
const ADS = { conversionId: 'AW-123456789', conversionLabel: 'purchase_label' };
const PURCHASE_ID = '0b7e2f4c-5d1a-4c3e-9f6b-2a8d7c1e4b90';
const PURCHASE: Purchase = { purchaseId: PURCHASE_ID, gclid: 'Cj0KCQ-click' };

function setUp(settings: AnalyticsSettings, refuses = false) {
  const pageViews: string[] = [];
  const purchases: Purchase[] = [];
  const client: AnalyticsClient = {
    pageView: (url) => pageViews.push(url),
    purchase: (purchase) => purchases.push(purchase),
  };
  const loadVendors = vi.fn(() => Promise.resolve(client));
  const analytics = createAnalytics({
    settings: () => settings,
    refusesTracking: () => refuses,
    whenIdle: () => Promise.resolve(),
    loadVendors,
  });
  return { analytics, loadVendors, pageViews, purchases };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('analytics are off unless configured and allowed', () => {
  it('loads and sends nothing when the site has no analytics configured', async () => {
    const { analytics, loadVendors, pageViews, purchases } = setUp({ posthog: null, googleAds: null });
    analytics.pageView('https://site.test/');
    expect(analytics.purchase(PURCHASE, true)).toBe(false);
    await settle();
    expect(loadVendors).not.toHaveBeenCalled();
    expect(pageViews).toEqual([]);
    expect(purchases).toEqual([]);
    expect(localStorage.getItem(REPORTED_PURCHASES_KEY)).toBeNull();
  });

  it('loads and sends nothing when the browser sends Global Privacy Control or Do Not Track', async () => {
    const { analytics, loadVendors, purchases } = setUp({ posthog: POSTHOG, googleAds: ADS }, true);
    analytics.pageView('https://site.test/');
    expect(analytics.purchase(PURCHASE, true)).toBe(false);
    await settle();
    expect(loadVendors).not.toHaveBeenCalled();
    expect(purchases).toEqual([]);
  });

  it('loads the vendors once, when configured, and sends every page view in order', async () => {
    const { analytics, loadVendors, pageViews } = setUp({ posthog: POSTHOG, googleAds: null });
    analytics.pageView('https://site.test/');
    analytics.pageView('https://site.test/nda');
    analytics.pageView('https://site.test/');
    await settle();
    expect(loadVendors).toHaveBeenCalledTimes(1);
    expect(loadVendors).toHaveBeenCalledWith({ posthog: POSTHOG, googleAds: null });
    expect(pageViews).toEqual(['https://site.test/', 'https://site.test/nda', 'https://site.test/']);
  });

  it('hands the vendors each page address without its query or fragment', async () => {
    const { analytics, pageViews } = setUp({ posthog: POSTHOG, googleAds: null });
    analytics.pageView('https://site.test/payment-success?session_id=cs_test_secret#top');
    analytics.pageView('https://site.test/?gclid=Cj0KCQ-click');
    await settle();
    expect(pageViews).toEqual(['https://site.test/payment-success', 'https://site.test/']);
  });

  it('keeps the site working when the vendors cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = createAnalytics({
      settings: () => ({ posthog: POSTHOG, googleAds: null }),
      refusesTracking: () => false,
      whenIdle: () => Promise.resolve(),
      loadVendors: () => Promise.reject(new Error('blocked')),
    });
    expect(() => analytics.pageView('https://site.test/')).not.toThrow();
    await settle();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('a purchase is reported once', () => {
  it('reports a new, verified purchase', async () => {
    const { analytics, purchases } = setUp({ posthog: POSTHOG, googleAds: ADS });
    expect(analytics.purchase(PURCHASE, true)).toBe(true);
    await settle();
    expect(purchases).toEqual([PURCHASE]);
  });

  it('never reports it again: a reload, or a second verification of the same session', async () => {
    const first = setUp({ posthog: POSTHOG, googleAds: ADS });
    first.analytics.purchase(PURCHASE, true);
    // A reload is a fresh page (a new analytics instance) with the same browser storage.
    const reload = setUp({ posthog: POSTHOG, googleAds: ADS });
    expect(reload.analytics.purchase(PURCHASE, true)).toBe(false);
    await settle();
    expect(first.purchases).toHaveLength(1);
    expect(reload.purchases).toHaveLength(0);
  });

  it('does not report a purchase the server says is not new (a returning code, another browser)', async () => {
    const { analytics, purchases } = setUp({ posthog: POSTHOG, googleAds: ADS });
    expect(analytics.purchase(PURCHASE, false)).toBe(false);
    await settle();
    expect(purchases).toEqual([]);
  });

  it('reports each new purchase of the same browser once, remembering purchase ids and no session id', async () => {
    localStorage.setItem('reportedPurchases', JSON.stringify(['cs_test_earlier']));
    const { analytics, purchases } = setUp({ posthog: POSTHOG, googleAds: ADS });
    const second = '5f0c1d2e-3b4a-4978-8e6d-1c2b3a4d5e6f';
    analytics.purchase(PURCHASE, true);
    analytics.purchase({ ...PURCHASE, purchaseId: second }, true);
    analytics.purchase({ ...PURCHASE, purchaseId: second }, true);
    await settle();
    expect(purchases.map((p) => p.purchaseId)).toEqual([PURCHASE_ID, second]);
    expect(JSON.parse(localStorage.getItem(REPORTED_PURCHASES_KEY) ?? 'null')).toEqual([PURCHASE_ID, second]);
    // The marker of earlier versions held checkout session ids: it goes.
    expect(localStorage.getItem('reportedPurchases')).toBeNull();
  });

  it('reports nothing without a purchase id', async () => {
    const { analytics, purchases } = setUp({ posthog: POSTHOG, googleAds: ADS });
    expect(analytics.purchase({ ...PURCHASE, purchaseId: '' }, true)).toBe(false);
    await settle();
    expect(purchases).toEqual([]);
  });
});

describe('the reported events', () => {
  it('sends the configured conversion for 19 USD with the opaque purchase id as transaction id', () => {
    expect(conversionParameters(ADS, PURCHASE)).toEqual({
      send_to: 'AW-123456789/purchase_label',
      value: 19,
      currency: 'USD',
      transaction_id: PURCHASE_ID,
    });
  });

  it('sends purchase_completed with the purchase id, and neither the session id nor the document code', () => {
    expect(purchaseCompletedProperties(PURCHASE)).toEqual({
      value: 19,
      currency: 'USD',
      transaction_id: PURCHASE_ID,
      items: [{ item_name: 'Professional Documents', item_id: 'professional-documents', price: 19 }],
      gclid: 'Cj0KCQ-click',
      stripe_payment_verified: true,
    });
    expect(purchaseCompletedProperties({ ...PURCHASE, gclid: null })).not.toHaveProperty('gclid');
  });

  it('gives analytics addresses without query or fragment, whoever put them in the event', () => {
    expect(pageAddress('https://site.test/payment-success?session_id=cs_test_secret#code')).toBe(
      'https://site.test/payment-success',
    );
    expect(pageAddress('not an address')).toBe('');
    const event = {
      uuid: 'e-1',
      event: 'purchase_completed',
      properties: {
        $current_url: 'https://site.test/payment-success?session_id=cs_test_secret',
        $referrer: 'http://site.test/test-checkout?session_id=cs_test_secret',
        $referring_domain: 'site.test',
        transaction_id: PURCHASE_ID,
        value: 19,
      },
      $set_once: { $initial_current_url: 'https://site.test/payment-success?session_id=cs_test_secret' },
    };
    const cleaned = withoutAddressQueries(event);
    expect(cleaned).toEqual({
      uuid: 'e-1',
      event: 'purchase_completed',
      properties: {
        $current_url: 'https://site.test/payment-success',
        $referrer: 'http://site.test/test-checkout',
        $referring_domain: 'site.test',
        transaction_id: PURCHASE_ID,
        value: 19,
      },
      $set_once: { $initial_current_url: 'https://site.test/payment-success' },
    });
    expect(JSON.stringify(cleaned)).not.toContain('cs_test_secret');
  });
});

describe('privacy signals', () => {
  const nav = (fields: Record<string, unknown>) => fields as unknown as Navigator;
  it('reads Global Privacy Control and Do Not Track', () => {
    expect(browserRefusesTracking(nav({ globalPrivacyControl: true }), window)).toBe(true);
    expect(browserRefusesTracking(nav({ doNotTrack: '1' }), window)).toBe(true);
    expect(browserRefusesTracking(nav({ doNotTrack: '0', globalPrivacyControl: false }), window)).toBe(false);
    expect(browserRefusesTracking(nav({}), {} as Window)).toBe(false);
  });
});
