/**
 * Site identity (design decision §4.10): an operator deploying the product sets these at build
 * time through VITE_* variables and changes no code.
 */
import { getDocumentCode } from '@/lib/storage';

const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/**
 * The setting as an https URL, or null when it is unset or anything else: the site embeds only from https (no mixed
 * content, no `javascript:` or `data:` URLs smuggled in through configuration).
 */
export function httpsUrlSetting(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export const site = {
  brandName: setting(env.VITE_BRAND_NAME, 'LegalDraft'),
  supportEmail: setting(env.VITE_SUPPORT_EMAIL, 'support@legaldraft.example'),
  /** The /nda intro video: an embeddable player URL (https only); none configured shows a poster image instead. */
  introVideoUrl: httpsUrlSetting(env.VITE_INTRO_VIDEO_URL),
  price: '$19',
  creditsPerPurchase: 6,
  validityDays: 30,
} as const;

/**
 * The refund-request mail link (spec §1: subject 'Refund Request', asking for the order ID, document type and
 * reason). The document code is the order ID a buyer holds: it is filled in when known (by default the code this
 * browser keeps, so the header's link carries it once the visitor has paid).
 */
export function refundMailto(orderId: string | null = getDocumentCode()): string {
  const subject = encodeURIComponent('Refund Request');
  const body = encodeURIComponent(`Order ID: ${orderId ?? ''}\nDocument type:\nReason for the refund:\n`);
  return `mailto:${site.supportEmail}?subject=${subject}&body=${body}`;
}

/** A mail to support about a payment, with the checkout session id (what support needs to find the payment). */
export function supportMailto(sessionId?: string | null): string {
  const subject = encodeURIComponent('Payment support');
  const body = encodeURIComponent(sessionId ? `Session ID: ${sessionId}\n\n` : '');
  return `mailto:${site.supportEmail}?subject=${subject}${body ? `&body=${body}` : ''}`;
}
