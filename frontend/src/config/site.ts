/**
 * Site identity (design decision §4.10): an operator deploying the product sets these at build
 * time through VITE_* variables and changes no code.
 */
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

/** The refund-request mail link of the header (spec §1: subject 'Refund Request'). */
export function refundMailto(): string {
  const subject = encodeURIComponent('Refund Request');
  const body = encodeURIComponent('Order ID:\nDocument type:\nReason for the refund:\n');
  return `mailto:${site.supportEmail}?subject=${subject}&body=${body}`;
}
