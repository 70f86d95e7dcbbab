/**
 * Analytics and the advertising conversion, off unless configured and respectful when on (docs/decisions/0016).
 *
 * - Nothing is loaded or sent when the site configuration has neither PostHog nor an ad conversion, or when the
 *   browser sends Global Privacy Control or Do Not Track.
 * - Otherwise the vendors' code (posthog-js and gtag.js, `./analytics-vendors`) loads after the page has loaded and the
 *   browser is idle, never in the first visit's JavaScript; what happened before (the first page view) waits in a
 *   queue and is sent with the time it happened.
 * - A purchase is reported once: only when the server says this verification is a new purchase, and only if this
 *   browser has not reported that purchase before (a marker kept per opaque purchase id).
 * - Analytics never see the checkout session id or the document code (bearer secrets): page addresses go without
 *   query or fragment, and a purchase is known by the server's opaque purchase id.
 */
import { site } from '@/config/site';
import { afterLoadWhenIdle } from '@/lib/idle';
import { readJson, removeItem, writeItem } from '@/lib/storage';
import type { AdsConversionSettings, Purchase } from './events';
import { pageAddress } from './page-address';
import { browserRefusesTracking } from './privacy-signals';

export type AnalyticsSettings = {
  posthog: { key: string; host: string } | null;
  googleAds: AdsConversionSettings | null;
};

/** What the loaded vendors can do. */
export type AnalyticsClient = {
  pageView(url: string, at: Date): void;
  purchase(purchase: Purchase): void;
};

export type AnalyticsDependencies = {
  /** The site's analytics settings, read when first needed (the configuration arrives before the first render). */
  settings: () => AnalyticsSettings;
  refusesTracking: () => boolean;
  /** Resolves once the page has loaded and painted and the browser is idle. */
  whenIdle: () => Promise<void>;
  loadVendors: (settings: AnalyticsSettings) => Promise<AnalyticsClient>;
};

/** Where this browser remembers the purchases it has reported (the last few purchase ids). */
export const REPORTED_PURCHASES_KEY = 'reportedPurchaseIds';
/** The marker of earlier versions, which kept checkout session ids: dropped, a session id is not kept for this. */
const LEGACY_REPORTED_PURCHASES_KEY = 'reportedPurchases';
const REPORTED_PURCHASES_KEPT = 20;

function reportedPurchases(): string[] {
  const stored = readJson<unknown>('local', REPORTED_PURCHASES_KEY);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export function createAnalytics(deps: AnalyticsDependencies) {
  let client: Promise<AnalyticsClient | null> | null = null;

  /** The vendors, loading; null when analytics are off for this visit. */
  function vendors(): Promise<AnalyticsClient | null> {
    if (client) return client;
    const settings = deps.settings();
    const configured = settings.posthog !== null || settings.googleAds !== null;
    if (!configured || deps.refusesTracking()) {
      client = Promise.resolve(null);
    } else {
      client = deps
        .whenIdle()
        .then(() => deps.loadVendors(settings))
        .catch((error: unknown) => {
          // A blocker or a network failure: the site works the same without analytics.
          console.warn('Analytics could not be loaded', error);
          return null;
        });
    }
    return client;
  }

  return {
    /** Whether anything is reported this visit (configured, and the browser does not refuse). */
    isOn(): boolean {
      const settings = deps.settings();
      return (settings.posthog !== null || settings.googleAds !== null) && !deps.refusesTracking();
    },

    /** One page view: every navigation, including Back and Forward. Only its origin and path are kept. */
    pageView(url: string): void {
      const at = new Date();
      const address = pageAddress(url);
      void vendors().then((loaded) => loaded?.pageView(address, at));
    },

    /**
     * Reports a verified purchase once: only when the server said it is new and this browser has not reported the
     * purchase before. Returns whether it was reported.
     */
    purchase(purchase: Purchase, isNewPurchase: boolean): boolean {
      if (!isNewPurchase || !purchase.purchaseId || !this.isOn()) return false;
      const reported = reportedPurchases();
      if (reported.includes(purchase.purchaseId)) return false;
      // Marked before sending: a reload while the vendors load must not report it again.
      writeItem(
        'local',
        REPORTED_PURCHASES_KEY,
        JSON.stringify([...reported, purchase.purchaseId].slice(-REPORTED_PURCHASES_KEPT)),
      );
      removeItem('local', LEGACY_REPORTED_PURCHASES_KEY);
      void vendors().then((loaded) => loaded?.purchase(purchase));
      return true;
    },
  };
}

/** The site's analytics: settings from the run-time configuration, vendors from a chunk of their own. */
export const analytics = createAnalytics({
  settings: () => ({ posthog: site.posthog, googleAds: site.googleAds }),
  refusesTracking: () => browserRefusesTracking(),
  whenIdle: afterLoadWhenIdle,
  loadVendors: (settings) => import('./analytics-vendors').then((m) => m.startVendors(settings)),
});
