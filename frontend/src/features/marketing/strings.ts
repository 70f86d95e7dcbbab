/**
 * Words of the home page's selling sections below the form (spec §1, §2 'Home, wide screens'): how it works, value
 * cards, example situations, comparison table, FAQ and the 'Advantage' block. The pricing card, which a phone shows on
 * its first screen, has its own file (pricing-strings.ts), so a first visit does not download these.
 * Every claim here must be true of this product: it is not a law firm and gives no legal advice.
 */
import { byDrafter, site } from '@/config/site';

const brand = site.brandName;
const price = site.price;
const credits = site.creditsPerPurchase;
const days = site.validityDays;

export const HOW_IT_WORKS_STRINGS = {
  title: 'How It Works',
  intro: 'From a blank page to an editable Word document in four steps.',
  steps: [
    {
      title: 'Select your document',
      text: 'Choose an NDA, terms of service, privacy policy, freelance or employment agreement, or describe another type (beta).',
    },
    {
      title: 'Enter your details',
      text: 'Business name, business type, state and industry, plus any special clauses you need.',
    },
    {
      get title() {
        return site.drafter === 'ai' ? 'AI customization' : 'Customization';
      },
      get text() {
        const drafts = byDrafter({ ai: 'the AI drafts', library: 'our clause library drafts', unknown: 'we draft' });
        return `After a one-time payment ${drafts} the document for your state and industry and works in your custom instructions.`;
      },
    },
    {
      title: 'Download',
      text: 'Get an editable Word file, with review notes on what was adapted for your state and what to check.',
    },
  ],
} as const;

export const VALUE_STRINGS = {
  title: `Why Businesses Choose ${brand}`,
  cards: [
    {
      key: 'engine',
      get title() {
        return site.drafter === 'ai' ? 'Advanced AI engine' : 'Drafted from your answers';
      },
      text: 'Each document is drafted from your answers: your state’s rules, your industry’s terms and your own instructions, not a fill-in-the-blanks form.',
    },
    {
      key: 'speed',
      title: 'Ready in under 2 minutes',
      text: 'No appointment and no waiting for office hours: you see the real progress while your document is drafted.',
    },
    {
      key: 'value',
      title: 'Real value',
      text: `${price} once for ${credits} document credits over ${days} days, where a lawyer typically charges $300-1,500+ for one drafted document.`,
    },
  ],
} as const;

/**
 * Spec §1: the testimonials section is placeholder content. We never present invented people as
 * customers: these are example situations, labelled as such, with no names, photos or ratings.
 */
export const EXAMPLES_STRINGS = {
  title: 'Examples of What You Can Create',
  notice:
    'These are illustrative examples of situations the product is made for. They are not reviews or quotes from real customers.',
  badge: 'Example',
  examples: [
    {
      who: 'A freelance web developer',
      document: 'Freelance Agreement',
      text: 'Before starting a project for a new client, they need the services, milestones, payment date and ownership of the code in writing. They add “ownership passes on final payment” as a custom instruction.',
    },
    {
      who: 'A start-up launching its first app',
      document: 'Terms of Service and Privacy Policy',
      text: 'They generate both documents in one visit with two of their six credits, each drafted for their state and industry, and edit the Word files to add their support address.',
    },
    {
      who: 'A small business hiring its first employee',
      document: 'Employment Agreement',
      text: 'They get an agreement that follows their state’s rules on restrictive covenants, and take the review notes to their attorney before the offer goes out.',
    },
  ],
} as const;

export const SAMPLES_SECTION_STRINGS = {
  title: 'See a Sample Before You Buy',
  intro:
    'Real excerpts drafted by our engine for a fictional business, “Sample Company” in California. Full samples are watermarked and for illustration only.',
} as const;

export type ComparisonMark = 'yes' | 'no' | 'varies';

/** A cell: plain text (a price, a time), or [mark, text] where an icon says yes, no or varies beside the words. */
export type ComparisonCell = string | readonly [ComparisonMark, string];

/** A row: the feature, then its cells in column order: this product, a traditional lawyer, DIY templates. */
export type ComparisonRow = readonly [feature: string, ComparisonCell, ComparisonCell, ComparisonCell];

/** Spec §1 'Comparison claim': cost, time and its six feature rows. */
export const COMPARISON_STRINGS = {
  title: `${brand} vs. the Alternatives`,
  caption: `How ${brand} compares with a traditional lawyer and DIY templates`,
  featureHeader: 'Feature',
  columns: [brand, 'Traditional lawyer', 'DIY templates'],
  rows: [
    ['Cost', '$9-19', '$300-1,500+', 'Free-$50'],
    ['Time', 'Minutes', 'Weeks', 'Hours'],
    ['State-specific', ['yes', 'Yes, with review notes'], ['yes', 'Yes'], ['no', 'Rarely']],
    ['Quality', ['yes', 'Professional drafting'], ['yes', 'Professional, attorney-reviewed'], ['varies', 'Varies']],
    ['Custom clauses', ['yes', 'Yes'], ['yes', 'Yes'], ['no', 'No']],
    ['Immediate access', ['yes', 'Yes'], ['no', 'No'], ['yes', 'Yes']],
    ['No monthly fees', ['yes', 'Yes'], ['varies', 'Varies (retainers)'], ['varies', 'Varies (subscriptions)']],
    ['Money-back guarantee', ['yes', `Yes, ${days} days`], ['no', 'Rarely'], ['no', 'Rarely']],
  ] satisfies ComparisonRow[],
  footnote: `${brand} is not a law firm and does not replace an attorney’s advice. Lawyer and template prices are typical ranges, not quotes.`,
} as const;

/** Spec §2: six questions on legal validity, security, revisions, editing, speed and the need for a lawyer. */
export const FAQ_STRINGS = {
  title: 'Frequently Asked Questions',
  items: [
    {
      key: 'validity',
      question: 'Are the documents legally valid?',
      answer: `Each document is drafted to follow the rules of the state you choose, and comes with review notes that list what was adapted for your state and what you should check. Whether a document fits your situation depends on facts we do not know: ${brand} is not a law firm and gives no legal advice. For anything high-stakes, have a qualified attorney review the document before you sign or publish it.`,
    },
    {
      key: 'security',
      question: 'Is my information secure?',
      answer: `You pay by card on our payment provider’s secure checkout: your card details go to the provider and never reach us. Your connection to the site is encrypted. Your answers are used to draft your document, and your form data and documents expire at the end of your ${days}-day window.`,
    },
    {
      key: 'revisions',
      question: 'Can I make revisions?',
      answer: `Yes, with your credits. A ${price} purchase gives ${credits} document credits for ${days} days, and each generation uses one. To change a document, enter your document code, adjust the details or instructions and generate again: the new version is a new generation and uses one credit. Editing the Word file yourself is always free.`,
    },
    {
      key: 'editing',
      question: 'Can I edit the document after I download it?',
      answer:
        'Yes. You receive a standard Microsoft Word (.docx) file that is fully editable in Word, Google Docs, Pages or LibreOffice, so you can fill in names and dates or change any wording.',
    },
    {
      key: 'speed',
      question: 'How fast will I get my document?',
      answer:
        'Usually well under 2 minutes after you start the generation. The page shows the real progress of the drafting while you wait.',
    },
    {
      key: 'lawyer',
      question: 'Do I still need a lawyer?',
      answer: `It depends on what is at stake. ${brand} is not a law firm, gives no legal advice and creates no attorney-client relationship. For routine documents, a draft made for your state is a practical start; if the stakes are high, the situation is unusual or a review note raises a question, have a qualified attorney review the document. A complete draft can make that review shorter.`,
    },
  ],
} as const;

/** Spec §2: the block headed 'The ... Advantage: Beyond Basic Templates'. */
export const ADVANTAGE_STRINGS = {
  title: `The ${brand} Advantage: Beyond Basic Templates`,
  intro: 'A template gives you somebody else’s document. We draft yours.',
  points: [
    {
      key: 'state',
      title: 'Your state’s rules, cited',
      text: 'Clauses follow the rules of the state you choose, with citations, and review notes say what was adapted and what to check.',
    },
    {
      key: 'instructions',
      title: 'Your instructions, included',
      text: 'Describe what you need in plain words, or start a passage with “VERBATIM:” to have it included exactly as written.',
    },
    {
      key: 'word',
      title: 'An editable Word file',
      text: 'A .docx file you can open and change in any word processor, not a locked PDF.',
    },
    {
      key: 'minutes',
      title: 'Ready in minutes',
      text: 'Fill in the form, pay once and download, with no appointment and no subscription.',
    },
  ],
  cta: 'Create Your Document',
} as const;
