/**
 * Site identity (design decision §4.10): brand, support address, the legal pages' dates and the optional features'
 * settings come from the server at run time (`GET /api/site-config`, docs/decisions/0014), so an operator changes
 * them without rebuilding the SPA. `main.tsx` applies the answer before the first render; until then, and when the
 * call fails, the built-in defaults hold: the brand name, the spec's dates, and no optional feature.
 */
import { useSyncExternalStore } from 'react';
import { getDocumentCode } from '@/lib/storage';

export type SiteConfig = {
  brandName: string;
  /** Where support mail goes; unknown when the configuration could not be read (mail links then lead to /contact). */
  supportEmail: string | null;
  /** The urgent support line on the contact page. */
  urgentPhone: string | null;
  postalAddress: string | null;
  /** A Texas county, without the word "County". */
  arbitrationCounty: string | null;
  /** YYYY-MM-DD */
  termsEffectiveDate: string;
  privacyEffectiveDate: string;
  /** The /nda intro video: an embeddable player URL (https only); none shows a poster image instead. */
  introVideoUrl: string | null;
  posthog: { key: string; host: string } | null;
  googleAds: { conversionId: string; conversionLabel: string } | null;
  /**
   * Who drafts the documents (issue 24): an AI provider, or the site's own clause library. Null until the server has
   * said (the prerendered first screen, a failed read): the selling copy then names neither (`byDrafter`).
   */
  drafter: Drafter | null;
};

export type Drafter = 'ai' | 'clause-library';

/** Where mail links lead when the support address is unknown (paths.contact; kept literal so this module stays in
 * the entry chunk on its own). */
const CONTACT_PATH = '/contact';

/** What the product sells: code, not configuration (the server's domain holds the same numbers). */
const PRODUCT = { price: '$19', creditsPerPurchase: 6, validityDays: 30 } as const;

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brandName: 'LegalDraft',
  supportEmail: null,
  urgentPhone: null,
  postalAddress: null,
  arbitrationCounty: null,
  termsEffectiveDate: '2025-05-03',
  privacyEffectiveDate: '2025-05-03',
  introVideoUrl: null,
  posthog: null,
  googleAds: null,
  drafter: null,
};

/**
 * The value as an https URL, or null when it is unset or anything else: the site embeds and sends only to https (no
 * mixed content, no `javascript:` or `data:` URLs smuggled in through configuration).
 */
export function httpsUrlSetting(value: unknown): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const isoDate = (value: unknown): string | null => {
  const date = text(value);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
};
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The server's answer as a `SiteConfig`: each field read on its own; a missing or odd one takes its default. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const r = record(raw);
  const posthog = record(r.posthog);
  const ads = record(r.googleAds);
  const posthogKey = text(posthog.key);
  const posthogHost = httpsUrlSetting(posthog.host);
  const conversionId = text(ads.conversionId);
  const conversionLabel = text(ads.conversionLabel);
  return {
    brandName: text(r.brandName) ?? DEFAULT_SITE_CONFIG.brandName,
    supportEmail: text(r.supportEmail)?.includes('@') ? text(r.supportEmail) : null,
    urgentPhone: text(r.urgentPhone),
    postalAddress: text(r.postalAddress),
    arbitrationCounty: text(r.arbitrationCounty),
    termsEffectiveDate: isoDate(r.termsEffectiveDate) ?? DEFAULT_SITE_CONFIG.termsEffectiveDate,
    privacyEffectiveDate: isoDate(r.privacyEffectiveDate) ?? DEFAULT_SITE_CONFIG.privacyEffectiveDate,
    introVideoUrl: httpsUrlSetting(r.introVideoUrl),
    posthog: posthogKey && posthogHost ? { key: posthogKey, host: posthogHost } : null,
    googleAds: conversionId && conversionLabel ? { conversionId, conversionLabel } : null,
    drafter: r.drafter === 'ai' || r.drafter === 'clause-library' ? r.drafter : null,
  };
}

/**
 * The selling copy's words for who drafts (issue 24): `ai` only when an AI provider drafts, `library` when the site's
 * own clause library does, and `unknown`, true either way, until the server has said (the prerendered first screen).
 * Read at render time, after start-up has applied the configuration.
 */
export function byDrafter<T>(words: { ai: T; library: T; unknown: T }): T {
  if (site.drafter === 'ai') return words.ai;
  return site.drafter === 'clause-library' ? words.library : words.unknown;
}

type Site = SiteConfig & typeof PRODUCT;

/**
 * The site as it is now. Code of the entry bundle (layout, page meta, helpers) reads it at call or render time; route
 * modules load after start-up has applied the configuration, so their string tables may read it as they load.
 */
export const site: Site = { ...DEFAULT_SITE_CONFIG, ...PRODUCT };

const listeners = new Set<() => void>();
let version = 0;

/** Takes the server's answer (or `DEFAULT_SITE_CONFIG`) as the site's configuration. */
export function applySiteConfig(raw: unknown) {
  Object.assign(site, parseSiteConfig(raw), PRODUCT);
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site's configuration in a component, re-rendered if it changes. */
export function useSite(): Site {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return site;
}

/** 'YYYY-MM-DD' as the US writes it: 05/03/2025. */
export function usDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The refund-request mail link (spec §1: subject 'Refund Request', asking for the order ID, document type and
 * reason). The document code is the order ID a buyer holds: it is filled in when known (by default the code this
 * browser keeps, so the header's link carries it once the visitor has paid). Without a known support address, the
 * contact page.
 */
export function refundMailto(orderId: string | null = getDocumentCode()): string {
  if (!site.supportEmail) return CONTACT_PATH;
  const subject = encodeURIComponent('Refund Request');
  const body = encodeURIComponent(`Order ID: ${orderId ?? ''}\nDocument type:\nReason for the refund:\n`);
  return `mailto:${site.supportEmail}?subject=${subject}&body=${body}`;
}

/** A mail to support about a payment, with the checkout session id (what support needs to find the payment). */
export function supportMailto(sessionId?: string | null): string {
  if (!site.supportEmail) return CONTACT_PATH;
  const subject = encodeURIComponent('Payment support');
  const body = encodeURIComponent(sessionId ? `Session ID: ${sessionId}\n\n` : '');
  return `mailto:${site.supportEmail}?subject=${subject}${body ? `&body=${body}` : ''}`;
}
