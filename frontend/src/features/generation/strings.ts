/** Spec wording for the generating screen (spec §2, §4, §8). */
export const GENERATION_STRINGS = {
  title: 'Generating Your Document',
  validating: 'Validating your document code...',
  initializing: 'Initializing',
  processing: 'Processing document requirements',
  /** Shown once a stage has lasted a while, so a long stage does not look frozen (spec §4's third message). */
  stillWorking: 'Still working on your document',
  processingContent: 'Processing document content',
  formatting: 'Formatting your document',
  finalizing: 'Finalizing document generation',
  stalled: 'Document generation stalled. Retrying...',
  /** After several stalls in a row the page stops waiting; the job itself goes on on the server. */
  stalledGiveUp:
    'We could not reach the server for a while. Your document keeps being drafted: enter your document code again in a few minutes to download it.',
  success: 'Document successfully generated!',
  tryAgain: 'Try Again',
  errorTitle: 'Error',
  missingCode: 'Missing document code. Redirecting to home page.',
  invalidCode: 'Invalid document code.',
  maxValidation: 'Maximum validation attempts reached. Please try again later.',
  /** The code check could not reach the server (issue 24): no attempt is counted, the page keeps trying. */
  connectionLost:
    "We can't reach our server right now. We'll keep trying by ourselves: your code and its credits are safe.",
  offline: "You are offline. We'll carry on as soon as your connection is back: your code and its credits are safe.",
  defaultError: 'An error occurred during document generation.',
  failedTitle: 'Generation Failed',
  failedDefault: 'Failed to generate your document',
  /** A job that failed while its Word file was being made. */
  wordFailedTitle: 'Word Generation Failed',
  /** The code check failed (invalid code, or attempts used up). */
  validationFailedTitle: 'Validation Failed',
  validationFailed: 'Could not verify your document code',
  /** The server has no form data to draft from (409 missing_document_data): back to the form. */
  dataErrorTitle: 'Data Error',
  needForm: 'Please fill out the document form to continue',
  /** The page stopped waiting; nothing is known to have failed. */
  issueTitle: 'Generation Issue',
  readyTitle: 'Document Ready',
  readyDescription: 'Your document has been generated successfully.',
  fallbackSuffix: ' (Used fallback provider)',
  keepOpen: 'This usually takes under 2 minutes. You can keep this page open; your document keeps generating even if you leave.',
} as const;

/** What the server is doing in each stage, shown with the seconds it has spent there ('Drafting your document… 14 s'). */
export const STAGE_LABELS = {
  queued: 'Waiting to start',
  research: 'Researching the rules for your state',
  drafting: 'Drafting your document',
  formatting: 'Formatting your document',
} as const;

/** 'Drafting your document… 14 s' */
export function stageElapsedText(stage: keyof typeof STAGE_LABELS, seconds: number): string {
  return `${STAGE_LABELS[stage]}\u2026 ${seconds} s`;
}

export const GENERATION_TIMINGS = {
  validationAttempts: 3,
  /** Back-off before retry n (0-based): 500 ms x 2^n. */
  backoffMs: (attempt: number) => 500 * 2 ** attempt,
  /** The longest pause between two code checks while the server cannot be reached. */
  maxBackoffMs: 30_000,
  startDelayMs: 600,
  successRedirectMs: 1500,
  failureRedirectMs: 2000,
  missingCodeRedirectMs: 1500,
  minFailedProgress: 30,
  /** The watchdog: a job the page has heard nothing about for this long has stalled, and polling starts over. */
  stallMs: 15_000,
  /** Stalls in a row before the page gives up waiting (a minute of silence). */
  maxStalls: 4,
  /** A stage this long shows 'Still working on your document'. */
  stillWorkingAfterSeconds: 20,
  /** How quickly the bar creeps through a stage's share: about two thirds of it after this many seconds. */
  easeSeconds: 30,
} as const;

/**
 * The percentages at which the server's stages begin (shared/src/generation.rs): research 20, drafting 45,
 * formatting 80, finalizing 92, done 100. Within a stage the bar creeps towards the next one without reaching it.
 */
export const STAGE_MILESTONES = [20, 45, 80, 92, 100] as const;
