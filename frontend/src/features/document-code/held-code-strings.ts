/**
 * Wording of the screens that load only when they are needed (issue 24): the review before a held code's credit is
 * spent, the banner naming the held code with 'Sign out of this code', and the 'Previous Document Found' dialog (spec
 * §2). Kept apart from ./strings.ts so that a first visit does not download them.
 */
import { creditCostText, creditsLeftText, formatDate } from '@/lib/format';

export const HELD_CODE_SCREEN_STRINGS = {
  // The review step before a credit is spent (wide home form).
  reviewTitle: 'Use 1 credit for this document?',
  reviewBody: (credits: number, code: string) =>
    `Drafting it uses ${creditCostText(credits)} on your document code ${code}. There is no new payment.`,
  reviewConfirm: 'Use 1 credit and generate',
  reviewCancel: 'Back to the form',
  reviewDocument: 'Document',
  reviewBusiness: 'Business',
  reviewState: 'State',
  // The banner where a code is held, with the way to forget it.
  bannerTitle: (code: string) => `You're using document code ${code}`,
  bannerDetails: (credits: number, expiresAt: string) =>
    `${creditsLeftText(credits)}, valid until ${formatDate(expiresAt)}. Your next document uses 1 of them.`,
  signOut: 'Sign out of this code',
  signedOutTitle: 'Signed out of your document code',
  signedOutDescription: "This browser no longer keeps it. To use it again, enter it under 'Have a code?'.",
} as const;

/** 'Previous Document Found' (spec §2, §4). */
export const PREVIOUS_DOCUMENT_STRINGS = {
  dialogTitle: 'Previous Document Found',
  dialogBody:
    'This code already has document information saved. Use it to generate your document, or start a new document from scratch.',
  /** Under the saved document: what 'Use Existing Document' spends. */
  dialogCost: (credits: number) => `Generating it uses ${creditCostText(credits)}.`,
  startNew: 'Start New Document',
  clearing: 'Clearing...',
  useExisting: 'Use Existing Document',
  /** A returning buyer whose document exists (spec §1 'download again'): free, no credit spent. */
  downloadAgain: 'Download Again',
  documentReady:
    'The document you generated with this code is ready to download again. Downloading it again is free: it does not use a credit.',
  createNew: 'Create a New Document',
} as const;
