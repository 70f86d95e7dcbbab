/**
 * What the site reports, as plain data (no vendor code here, so tests read it and the entry bundle stays small):
 * the purchase's advertising conversion and the `purchase_completed` event with the spec's fields (spec §3
 * 'Conversion event fields', §7, §9: value 19 USD).
 */

export type AdsConversionSettings = { conversionId: string; conversionLabel: string };

/** One new, verified purchase (the server said `isNewPurchase`). */
export type Purchase = {
  /** The checkout session: the transaction id. */
  sessionId: string;
  documentCode: string;
  /** The ad click the visitor arrived with, if the browser still keeps it. */
  gclid: string | null;
};

export const PURCHASE_VALUE = 19;
export const PURCHASE_CURRENCY = 'USD';
/** The one package (spec §1 'Professional Documents'). */
export const PURCHASE_ITEM = { item_name: 'Professional Documents', item_id: 'professional-documents', price: 19 };

/**
 * The document code as analytics may see it: its first two characters. The code is the buyer's key to their
 * documents, so the whole of it never leaves the site (the server's logs show codes the same way).
 */
export function maskedCode(code: string): string {
  return `${code.trim().slice(0, 2).toUpperCase()}******`;
}

/** gtag('event', 'conversion', …): the configured conversion, 19 USD, the checkout session as transaction id. */
export function conversionParameters(ads: AdsConversionSettings, purchase: Purchase) {
  return {
    send_to: `${ads.conversionId}/${ads.conversionLabel}`,
    value: PURCHASE_VALUE,
    currency: PURCHASE_CURRENCY,
    transaction_id: purchase.sessionId,
  };
}

/** The `purchase_completed` analytics event's properties. */
export function purchaseCompletedProperties(purchase: Purchase) {
  return {
    value: PURCHASE_VALUE,
    currency: PURCHASE_CURRENCY,
    transaction_id: purchase.sessionId,
    items: [PURCHASE_ITEM],
    ...(purchase.gclid ? { gclid: purchase.gclid } : {}),
    document_code: maskedCode(purchase.documentCode),
    session_id: purchase.sessionId,
    stripe_payment_verified: true,
  };
}
