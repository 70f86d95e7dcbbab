/** Spec wording for document-code entry and redemption (spec §2, §4, §8). */
import { creditsLeftText } from '@/lib/format';

/** A form's action while this browser holds a code with credits left (the visitor does not pay again). */
export const HELD_CODE_STRINGS = {
  button: (credits: number) => `Generate with your code — ${creditsLeftText(credits)}`,
  failedTitle: 'Could not use your document code',
  failedDescription: 'Please try again, or enter your code again below.',
} as const;
export const CODE_STRINGS = {
  boxTitle: 'Have a Document Code?',
  boxIntro: 'Already paid? Enter the 8-character code from your payment confirmation to use your remaining credits.',
  inputLabel: 'Enter Document Code',
  inputPlaceholder: 'e.g. ABCD2345',
  continue: 'Continue',
  validating: 'Validating...',
  invalidTitle: 'Invalid Code',
  invalidFallback: 'Please check your document code and try again',
  invalidDefault: 'Invalid document code.',
  errorInline: 'An error occurred while validating the code.',
  /** What went wrong, after errorInline: the service failed or was out of reach, or something else did. */
  serviceError: 'Validation service error: Please try again.',
  unexpectedError: 'An unexpected error occurred during validation.',
  /** This browser's record says the code's attempts are used up and the block has not run out. */
  cooldown: 'Maximum attempts reached. Please wait for the cooldown period.',
  errorTitle: 'Error',
  errorDescription: 'Could not validate your document code',
  rateLimitTitle: 'Validation Failed',
  rateLimitDefault: 'Too many attempts. Please wait before trying again.',
  validTitle: 'Document Code Accepted',
  needInfoTitle: 'Document Information Needed',
  needInfoDescription: 'Please fill out the form to create your document',
  dialogTitle: 'Previous Document Found',
  dialogBody:
    'This code already has document information saved. Use it to generate your document, or start a new document from scratch.',
  startNew: 'Start New Document',
  clearing: 'Clearing...',
  useExisting: 'Use Existing Document',
  /** A returning buyer whose document exists (spec §1 'download again'): free, no credit spent. */
  downloadAgain: 'Download Again',
  documentReady:
    'The document you generated with this code is ready to download again. Downloading it again is free: it does not use a credit.',
  createNew: 'Create a New Document',
  clearedTitle: 'Document Cleared',
  clearedDescription: 'Fill out the form, then enter your document code again to continue.',
  clearErrorTitle: 'Error',
  clearErrorDescription: 'Could not clear your saved document data. Please try again later.',
} as const;

/** ' (3 attempts remaining)' */
export function attemptsRemainingSuffix(count: number): string {
  return ` (${count} ${count === 1 ? 'attempt' : 'attempts'} remaining)`;
}

/** 'Too many failed attempts. Please wait N minutes before trying again.' */
export function waitMinutesMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `Too many failed attempts. Please wait ${n} ${n === 1 ? 'minute' : 'minutes'} before trying again.`;
}

/** 'Lost your code?' on the code-entry screens: the codes bought with an email address are sent to it. */
export const LOST_CODE_STRINGS = {
  toggle: 'Lost your code?',
  formLabel: 'Email me my document codes',
  intro: "Enter the email address you paid with. We'll email it every document code bought with it that is still active.",
  emailLabel: 'Email Address',
  submit: 'Email My Codes',
  sending: 'Sending...',
  invalidEmail: 'Please enter a valid email address',
  failed: 'Your request could not be sent. Please try again later.',
  sentTitle: 'Check your email',
  sent: (email: string) =>
    `If ${email} was used to buy a document code that is still active, we've emailed every such code to it. It can take a few minutes; check your spam folder too.`,
  nothingArrived: 'Nothing within 10 minutes?',
  contactUs: 'Contact us',
  another: 'Use another address',
} as const;
