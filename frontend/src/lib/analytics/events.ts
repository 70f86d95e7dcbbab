/**
 * What the site reports, as plain data (no vendor code here, so tests read it and the entry bundle stays small):
 * the purchase's advertising conversion and the `purchase_completed` event with the spec's fields (spec §3
 * 'Conversion event fields', §7, §9: value 19 USD) less the two that are secrets, and the addresses analytics see
 * (no query, no fragment).
 */

import { pageAddress } from './page-address';

export type AdsConversionSettings = { conversionId: string; conversionLabel: string };

/** One new, verified purchase (the server said `isNewPurchase`). */
export type Purchase = {
  /** The server's opaque id of the purchase (a UUID): the transaction id, and nothing else about the buyer. */
  purchaseId: string;
  /** The ad click the visitor arrived with, if the browser still keeps it. */
  gclid: string | null;
};

export const PURCHASE_VALUE = 19;
export const PURCHASE_CURRENCY = 'USD';
/** The one package (spec §1 'Professional Documents'). */
export const PURCHASE_ITEM = { item_name: 'Professional Documents', item_id: 'professional-documents', price: 19 };

/** gtag('event', 'conversion', …): the configured conversion, 19 USD, the opaque purchase id as transaction id. */
export function conversionParameters(ads: AdsConversionSettings, purchase: Purchase) {
  return {
    send_to: `${ads.conversionId}/${ads.conversionLabel}`,
    value: PURCHASE_VALUE,
    currency: PURCHASE_CURRENCY,
    transaction_id: purchase.purchaseId,
  };
}

/**
 * The `purchase_completed` analytics event's properties. Spec §3 also lists `session_id` and `document_code`: both
 * are left out on purpose. They are bearer secrets (the document code opens the buyer's documents; the checkout
 * session id was the key to that code), and an analytics service or an ad network is no place for either. The
 * transaction id is the server's opaque purchase id instead.
 */
export function purchaseCompletedProperties(purchase: Purchase) {
  return {
    value: PURCHASE_VALUE,
    currency: PURCHASE_CURRENCY,
    transaction_id: purchase.purchaseId,
    items: [PURCHASE_ITEM],
    ...(purchase.gclid ? { gclid: purchase.gclid } : {}),
    stripe_payment_verified: true,
  };
}

type EventProperties = Record<string, unknown>;

function withoutQueries(properties: EventProperties | undefined): EventProperties | undefined {
  if (!properties) return properties;
  const cleaned: EventProperties = {};
  for (const [name, value] of Object.entries(properties)) {
    cleaned[name] = typeof value === 'string' && /^https?:\/\//i.test(value) ? pageAddress(value) || value : value;
  }
  return cleaned;
}

/**
 * The last look at an event before it leaves (posthog-js's `before_send`): every address in it, ours or the
 * vendor's own (`$current_url`, `$referrer`, the session's entry address, …), loses its query and fragment. A
 * referrer is the page the visitor came from, and that can be an address with a session id in it.
 */
type AnalyticsEvent = { properties: EventProperties; $set?: EventProperties; $set_once?: EventProperties };

export function withoutAddressQueries<T extends AnalyticsEvent>(event: T): T {
  return {
    ...event,
    properties: withoutQueries(event.properties) ?? {},
    ...(event.$set ? { $set: withoutQueries(event.$set) } : {}),
    ...(event.$set_once ? { $set_once: withoutQueries(event.$set_once) } : {}),
  };
}
