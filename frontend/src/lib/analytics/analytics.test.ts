import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, REPORTED_PURCHASES_KEY, type AnalyticsClient, type AnalyticsSettings } from './analytics';
import { conversionParameters, maskedCode, purchaseCompletedProperties, type Purchase } from './events';
import { browserRefusesTracking } from './privacy-signals';

const POSTHOG = { key: 'phc_testProjectKey123', host: 'https://analytics.example.com' };
const ADS = { conversionId: 'AW-123456789', conversionLabel: 'purchase_label' };
const PURCHASE: Purchase = { sessionId: 'cs_test_abc', documentCode: 'ABCD2345', gclid: 'Cj0KCQ-click' };

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

  it('reports each new session of the same browser once', async () => {
    const { analytics, purchases } = setUp({ posthog: POSTHOG, googleAds: ADS });
    analytics.purchase(PURCHASE, true);
    analytics.purchase({ ...PURCHASE, sessionId: 'cs_test_second' }, true);
    analytics.purchase({ ...PURCHASE, sessionId: 'cs_test_second' }, true);
    await settle();
    expect(purchases.map((p) => p.sessionId)).toEqual(['cs_test_abc', 'cs_test_second']);
  });
});

describe('the reported events', () => {
  it('sends the configured conversion for 19 USD with the checkout session as transaction id', () => {
    expect(conversionParameters(ADS, PURCHASE)).toEqual({
      send_to: 'AW-123456789/purchase_label',
      value: 19,
      currency: 'USD',
      transaction_id: 'cs_test_abc',
    });
  });

  it('sends purchase_completed with the spec fields, and never the whole document code', () => {
    expect(purchaseCompletedProperties(PURCHASE)).toEqual({
      value: 19,
      currency: 'USD',
      transaction_id: 'cs_test_abc',
      items: [{ item_name: 'Professional Documents', item_id: 'professional-documents', price: 19 }],
      gclid: 'Cj0KCQ-click',
      document_code: 'AB******',
      session_id: 'cs_test_abc',
      stripe_payment_verified: true,
    });
    expect(purchaseCompletedProperties({ ...PURCHASE, gclid: null })).not.toHaveProperty('gclid');
    expect(maskedCode(' abcd2345 ')).toBe('AB******');
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
