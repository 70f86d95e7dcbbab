/**
 * Wording of 'Details that make your document stronger' (issue 10), the optional facts that decide what the law
 * allows: beside its screen (components/document-details.tsx) and loaded with it, not with the form's first paint.
 * Each field's own words (label, the line saying why it matters, placeholder, plainer option text) are the order
 * schema's (src/lib/order-words.ts), the same on every form.
 */
export const DETAIL_STRINGS = {
  title: 'Details that make your document stronger',
  intro:
    'Optional. Each answer lets the document follow the law for your situation, instead of leaving a blank to fill in or a point to check.',
  reviewTitle: 'Details',
} as const;
