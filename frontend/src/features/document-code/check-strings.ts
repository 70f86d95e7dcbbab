/**
 * What the code box says after the server has checked a code (spec §5, §8): loaded with the check itself
 * (./check-code.ts), not with the page.
 */
export const CHECK_STRINGS = {
  invalidTitle: 'Invalid Code',
  invalidFallback: 'Please check your document code and try again',
  invalidDefault: 'Invalid document code.',
  unexpectedError: 'An unexpected error occurred during validation.',
  /** This browser's record says the code's attempts are used up and the block has not run out. */
  cooldown: 'Maximum attempts reached. Please wait for the cooldown period.',
  rateLimitTitle: 'Validation Failed',
  rateLimitDefault: 'Too many attempts. Please wait before trying again.',
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

