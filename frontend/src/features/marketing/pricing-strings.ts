/**
 * Words of the pricing card (spec §2: one plan 'Professional Documents', $19, one-time, instant download; spec §1
 * 'Immediate Access'), on a phone's first screen and among the wide selling sections.
 * Every claim here must be true of this product: it is not a law firm and gives no legal advice.
 */
import { site } from '@/config/site';

const price = site.price;
const credits = site.creditsPerPurchase;
const days = site.validityDays;

const FEATURES_AFTER_THE_FIRST = [
  'State-specific clauses',
  'Industry-appropriate terms',
  'Custom instructions',
  'Microsoft Word (.docx) format',
  `${days}-day money-back guarantee`,
];

export const PRICING_STRINGS = {
  eyebrow: 'Simple, one-time pricing',
  planName: 'Professional Documents',
  price,
  priceTerm: 'one-time',
  summary: 'Instant download · No tiers, no hidden fees',
  featuresTitle: 'What every document includes',
  /** "AI" only when an AI provider drafts (site-config `drafter`, issue 24). */
  get features() {
    return [
      site.drafter === 'ai' ? 'Professional AI document generation' : 'Professional document drafting',
      ...FEATURES_AFTER_THE_FIRST,
    ];
  },
  packageName: 'Immediate Access',
  packageItems: [
    `${credits} document credits, usable within ${days} days`,
    'Custom clauses',
    'Priority support',
  ],
  packageNote: `One payment of ${price} gives ${credits} credits; each document you generate uses one.`,
} as const;

