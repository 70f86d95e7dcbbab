/** Spec wording for document-code entry and redemption (spec §2, §4, §8). */
import { creditCostText } from '@/lib/format';

/**
 * What the pages say while this browser holds a code with credits left (issue 24): the visitor does not pay again, and
 * every price reads in credits ("1 credit of your 5").
 */
export const HELD_CODE_STRINGS = {
  button: (credits: number) => `Generate with your code — ${creditCostText(credits)}`,
  failedTitle: 'Could not use your document code',
  failedDescription: 'Please try again, or enter your code again below.',
  /** The price lines of the landing views and the wizard's review. */
  priceLine: (credits: number) =>
    `Your next document: ${creditCostText(credits)}, with your document code · no new payment`,
  price: (credits: number) => creditCostText(credits),
  priceNote: (code: string) => `Drafted with your document code ${code}: no new payment.`,
  /** The pricing card's amount and term. */
  cardPrice: '1 credit',
  cardTerm: (credits: number) => (credits === 1 ? '(your last)' : `of your ${credits}`),
  cardNote: 'Your document code pays for it: each document you generate uses one of its credits.',
} as const;

/** The code box and what follows a valid code (the messages of a refused one: ./check-strings.ts). */
export const CODE_STRINGS = {
  boxTitle: 'Have a Document Code?',
  boxIntro: 'Already paid? Enter the 8-character code from your payment confirmation to use your remaining credits.',
  inputLabel: 'Enter Document Code',
  inputPlaceholder: 'e.g. ABCD2345',
  continue: 'Continue',
  validating: 'Validating...',
  errorInline: 'An error occurred while validating the code.',
  /** What went wrong, after errorInline: the service failed or was out of reach, or something else did. */
  serviceError: 'Validation service error: Please try again.',
  errorTitle: 'Error',
  errorDescription: 'Could not validate your document code',
  validTitle: 'Document Code Accepted',
  needInfoTitle: 'Document Information Needed',
  needInfoDescription: 'Please fill out the form to create your document',
  clearedTitle: 'Document Cleared',
  clearedDescription: 'Fill out the form, then enter your document code again to continue.',
  clearErrorTitle: 'Error',
  clearErrorDescription: 'Could not clear your saved document data. Please try again later.',
} as const;

/** The toggle of 'Lost your code?' on the code-entry screens (its form's wording is ./lost-code-strings.ts). */
export const LOST_CODE_TOGGLE = 'Lost your code?';
