/**
 * Wording of 'Details that make your document stronger' (issue 10), the optional facts that decide what the law
 * allows: beside its screen (components/document-details.tsx) and loaded with it, not with the form's first paint.
 * Each field's own words (label, the line saying why it matters, placeholder, plainer option text) are the order
 * schema's (src/lib/order-words.ts), the same on every form.
 */
import { decidingHint } from '@/lib/detail-labels';

export const DETAIL_STRINGS = {
  title: 'Details that make your document stronger',
  intro:
    'Optional. Each answer lets the document follow the law for your situation, instead of leaving a blank to fill in or a point to check.',
  selectPlaceholder: 'Select...',
  reviewTitle: 'Details',
  /**
   * The mark on a detail whose answer decides whether a chosen clause is lawful in the state (the plan says so): the
   * clauses' labels, joined.
   */
  decidingHint,
} as const;
