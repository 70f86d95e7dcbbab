/** Wording of the NDA landing page (spec §2 'NDA landing page (/nda)', §5 'NDA wizard', §8). */
import ndaSampleExcerpt from '@/generated/nda-sample-excerpt.json';
import { byDrafter } from '@/config/site';
import { creditCostText } from '@/lib/format';

export const NDA_STRINGS = {
  heroTitle: 'Need a Professional NDA Fast?',
  /**
   * On a phone's prerendered first screen, drawn before the site says who drafts: worded true of either drafter, so
   * the app's render swaps no words in it (issue 24). The review step's note and the trust strip name the drafter.
   */
  heroIntro:
    'Protect your ideas, client lists and trade secrets with a non-disclosure agreement drafted for your business, your industry and your state, ready as a Word document in under 2 minutes.',
  heroPoints: [
    'Optional clauses such as intellectual property, enhanced confidentiality and non-compete, drafted only where your state allows them',
    'Follows the rules of the state you choose',
    '$19 one-time, 30-day money-back guarantee',
  ],
  videoTitle: 'Intro video: how to get a professional NDA in minutes',
  posterAlt:
    'Illustration of a non-disclosure agreement as a Word document, sealed with a padlock, with the note "Ready in under 2 minutes"',

  wizardTitle: 'Create Your NDA',
  progressLabel: 'Progress',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  stepNames: ['Business', 'Details', 'Review'],
  completed: 'completed',
  current: 'current step',

  step1Title: 'Tell us about your business',
  step1Intro: 'The name of the business the NDA protects, as it should appear in the agreement.',
  step2Title: 'Additional details',
  step2Intro: 'These tailor the clauses to your kind of business and to the law of your state.',
  step3Title: 'Review & Generate',

  businessName: 'Business Name',
  businessNamePlaceholder: 'Enter your business name',
  businessType: 'Business Type',
  businessTypePlaceholder: 'Select business type...',
  industry: 'Industry',
  industryPlaceholder: 'Select industry...',
  stateJurisdiction: 'State/Jurisdiction',
  statePlaceholder: 'Select state...',
  continue: 'Continue',
  back: 'Back',

  // Optional details (issue 10): each field's words are the order schema's (src/lib/order-words.ts).
  detailsTitle: 'Optional: make your NDA more precise',

  // Spec §5: the NDA wizard's toasts.
  nameRequiredTitle: 'Business name required',
  nameRequiredDescription: 'Please enter your business name to continue.',
  missingTitle: 'Missing information',
  missingDescription: 'Please select your business type, industry, and state to continue.',
  agreementTitle: 'Agreement required',
  agreementDescription: 'Please agree to our Terms of Service and Privacy Policy to continue',
  // Inline messages beside the fields (spec §5's wording for the same fields in the home wizard).
  nameRequired: 'Business name is required',
  businessTypeRequired: 'Please select a business type',
  industryRequired: 'Please select an industry',
  stateRequired: 'Please select a state/jurisdiction',

  riskFreeTitle: 'Try Risk-Free',
  riskFreeText:
    "100% 30-day money-back guarantee: if your NDA isn't right for you, ask for a full refund by email.",
  summaryTitle: 'Your NDA',
  summary: {
    documentType: 'Document Type',
    format: 'Format',
    businessName: 'Business Name',
    businessType: 'Business Type',
    industry: 'Industry',
    stateJurisdiction: 'State/Jurisdiction',
    protectionLevel: 'Protection Level',
    mutuality: 'Mutual or one-way',
    purpose: 'Purpose',
    counterpartyEntityType: 'Other party',
  },
  formatValue: 'Microsoft Word .docx',
  /** The preset's clauses as asked for: which of them the document includes is the plan's to say, below. */
  includedClauses: 'Clauses asked for, drafted where your state allows them',
  errorTitle: 'Checkout Error',
  packageName: 'Immediate Access',
  packageDescription: (credits: number, days: number) =>
    `${credits} document credits, custom clauses and priority support. Use the credits for revisions or other documents within ${days} days.`,
  priceNote: 'one-time payment, no subscription',
  termsBefore: 'I agree to the ',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  disclaimer: 'Disclaimer',
  opensInNewTab: ' (opens in a new tab)',
  // Spec §4: the highlighted prompt that replaces the checkbox after checkout without agreement.
  termsPrompt: 'Please agree to our Terms of Service and Privacy Policy to continue',
  requiredHint: 'Required to continue',
  checkout: 'Generate Document - $19',
  processing: 'Processing...',
  heldCodeNote: (credits: number) =>
    `You already have a document code. Drafting this NDA uses ${creditCostText(credits)}: no new payment.`,
  heldCodeButton: (credits: number) => `Generate with your code — ${creditCostText(credits)}`,
  /** The hero's price point while a code with credits is held. */
  heldCodePoint: (credits: number) => `With your document code: ${creditCostText(credits)}, no new payment`,
  /** The price on a phone's first screen (issue 24), where the hero's points do not show: as on home's phone landing. */
  phonePrice: '$19 one-time · 6 credits for 30 days · 30-day money-back guarantee',
  phoneHeldPrice: (credits: number) => `Your NDA: ${creditCostText(credits)} with your document code · no new payment`,
  heldCodeError: 'Could not use your document code. Please try again.',
  /** Says "drafted by AI" only when an AI provider drafts (site-config `drafter`, issue 24). */
  get notLegalAdvice() {
    const drafted = byDrafter({ ai: ' drafted by AI', library: ' drafted from our clause library', unknown: '' });
    return `We are not a law firm and do not give legal advice. Your NDA is a starting point${drafted}; for high-stakes matters, have an attorney review it.`;
  },

  trustStripLabel: 'Why businesses choose us',
  get trust() {
    const crafted = byDrafter({
      ai: 'AI-Crafted Documents',
      library: 'Clause-Library Documents',
      unknown: 'Tailored Documents',
    });
    return [crafted, 'Immediate Access', 'State-Specific', 'Legally Sound'] as const;
  },

  sampleTitle: 'See What You Get',
  sampleIntro: 'The opening of our sample NDA, drafted for a fictional company by the same engine that drafts yours.',
  sampleBadge: 'Sample',
  viewFullSample: 'View Full Sample',

  protectionTitle: 'Professional NDA Protection',
  protectionIntro: 'Everything a small business needs to share confidential information with confidence.',
  protectionCards: [
    {
      title: 'Personalized Protection',
      text: "Drafted for your business name, business type and industry, with intellectual-property and enhanced-confidentiality clauses, and a non-compete only where your state allows one.",
    },
    {
      title: 'Immediate Access',
      text: 'Pay once and your NDA is ready in under 2 minutes as an editable Word document. Your 6 credits cover revisions for 30 days.',
    },
    {
      title: 'Legally Sound Documents',
      text: "Built from structured clauses that follow your state's rules, with notes on what to check. We are not a law firm: for high-stakes matters, have an attorney review it.",
    },
  ],
} as const;


/**
 * The opening of the sample NDA as the drafting engine writes it, shown on the page without a call; the dialog loads
 * the whole text. The Rust test shared/tests/frontend_sample_excerpt.rs writes the file and fails when the engine's
 * words move away from it.
 */
export const NDA_SAMPLE_EXCERPT: { title: string; paragraphs: string[] } = ndaSampleExcerpt;
