/** Spec wording for the generating screen (spec §2, §4, §8). */
export const GENERATION_STRINGS = {
  title: 'Generating Your Document',
  validating: 'Validating your document code...',
  initializing: 'Initializing',
  processing: 'Processing document requirements',
  success: 'Document successfully generated!',
  tryAgain: 'Try Again',
  errorTitle: 'Error',
  missingCode: 'Missing document code. Redirecting to home page.',
  invalidCode: 'Invalid document code.',
  maxValidation: 'Maximum validation attempts reached. Please try again later.',
  defaultError: 'An error occurred during document generation.',
  failedTitle: 'Generation Failed',
  failedDefault: 'Failed to generate your document',
  readyTitle: 'Document Ready',
  readyDescription: 'Your document has been generated successfully.',
  fallbackSuffix: ' (Used fallback provider)',
  keepOpen: 'This usually takes under 2 minutes. You can keep this page open; your document keeps generating even if you leave.',
} as const;

export const GENERATION_TIMINGS = {
  validationAttempts: 3,
  /** Back-off before retry n (0-based): 500 ms x 2^n. */
  backoffMs: (attempt: number) => 500 * 2 ** attempt,
  startDelayMs: 600,
  successRedirectMs: 1500,
  failureRedirectMs: 2000,
  missingCodeRedirectMs: 1500,
  minFailedProgress: 30,
} as const;
