/**
 * The vendors' code, in a chunk of its own that loads only when analytics are on (./analytics.ts): posthog-js's
 * slim build without external scripts (nothing beyond the configured host is contacted) and Google's gtag.js for
 * the advertising conversion.
 */
import posthog from 'posthog-js/dist/module.slim.no-external';
import type { AnalyticsClient, AnalyticsSettings } from './analytics';
import { conversionParameters, purchaseCompletedProperties, withoutAddressQueries } from './events';
import { pageAddress } from './page-address';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

/** Google's tag for the conversion id, set up as Google documents it (a dataLayer fed through `gtag`). */
function startGtag(conversionId: string): Gtag {
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  const dataLayer = w.dataLayer;
  // gtag.js reads each command as an arguments object, not an array.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  // Page views are PostHog's; the tag only records conversions. The addresses it would read from the page are given
  // without query or fragment (the referrer can be an address with a checkout session id in it).
  const referrer = pageAddress(document.referrer);
  w.gtag('config', conversionId, {
    send_page_view: false,
    page_location: pageAddress(window.location.href),
    ...(referrer ? { page_referrer: referrer } : {}),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(conversionId)}`;
  document.head.appendChild(script);
  return w.gtag;
}

export function startVendors(settings: AnalyticsSettings): AnalyticsClient {
  if (settings.posthog) {
    posthog.init(settings.posthog.key, {
      api_host: settings.posthog.host,
      // We send our own page views (every navigation, including Back and Forward) and nothing else automatically.
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
      rageclick: false,
      capture_dead_clicks: false,
      capture_heatmaps: false,
      capture_performance: false,
      capture_exceptions: false,
      disable_session_recording: true,
      disable_surveys: true,
      disable_product_tours: true,
      disable_conversations: true,
      disable_web_experiments: true,
      disable_external_dependency_loading: true,
      // No remote configuration or feature flags: the only requests are the events themselves.
      advanced_disable_flags: true,
      respect_dnt: true,
      // No cookies: a random visitor id in local storage (the Privacy Policy says so); never a person profile.
      persistence: 'localStorage',
      person_profiles: 'identified_only',
      // One request per event, so a page view or a sale is not left in a queue when the visitor leaves.
      request_batching: false,
      // Every address an event carries (ours and the ones posthog-js adds: referrer, session entry) without query or
      // fragment: a return address's checkout session id must not reach analytics.
      before_send: (event) => withoutAddressQueries(event),
    });
  }
  const gtag = settings.googleAds ? startGtag(settings.googleAds.conversionId) : null;
  const ads = settings.googleAds;
  const ph = settings.posthog ? posthog : null;
  return {
    pageView(url, at) {
      const address = pageAddress(url);
      if (!address) return;
      ph?.capture('$pageview', { $current_url: address, $pathname: new URL(address).pathname }, { timestamp: at });
    },
    purchase(purchase) {
      if (gtag && ads) gtag('event', 'conversion', conversionParameters(ads, purchase));
      ph?.capture('purchase_completed', purchaseCompletedProperties(purchase));
    },
  };
}
