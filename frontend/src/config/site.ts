/**
 * Site identity (design decision §4.10): an operator deploying the product sets these at build
 * time through VITE_* variables and changes no code.
 */
const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const site = {
  brandName: setting(env.VITE_BRAND_NAME, 'LegalDraft'),
  supportEmail: setting(env.VITE_SUPPORT_EMAIL, 'support@legaldraft.example'),
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
