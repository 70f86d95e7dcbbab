/**
 * Checks a typed code with the server (spec §4, §5, §8): this browser's record of a cooldown, validate-document-code,
 * the record of attempts, and what to tell the visitor. It loads with the first code typed, not with the page.
 *
 * Attempts count only where the server counted one (an unknown code: it answers `attemptsRemaining`). A network failure,
 * a server failure (5xx), an expired or unpaid code, or one of the wrong form is no guess: it never shows '(N attempts
 * remaining)' nor brings the cooldown nearer.
 */
import { isApiError } from '@/lib/api-client';
import type { CodeRecord } from '@/types/api';
import { validateDocumentCode } from './api/validate-document-code';
import { CHECK_STRINGS as S, attemptsRemainingSuffix, waitMinutesMessage } from './check-strings';
import { clearRateLimit, getRateLimitRecord, recordBlocked, recordFailedAttempt } from './rate-limit';
import { CODE_STRINGS } from './strings';

export type CodeCheck =
  | { valid: true; record: CodeRecord }
  /** Refused or failed: the message beside the field, and the toast. */
  | { valid: false; message: string; toast: { title: string; description: string } };

const refused = (message: string, title: string, description: string): CodeCheck => ({
  valid: false,
  message,
  toast: { title, description },
});

/** A failure to reach or to hear the validation service: said so, and nothing counted. */
function serviceFailure(service: boolean): CodeCheck {
  return refused(
    `${CODE_STRINGS.errorInline} ${service ? CODE_STRINGS.serviceError : S.unexpectedError}`,
    CODE_STRINGS.errorTitle,
    CODE_STRINGS.errorDescription,
  );
}

export async function checkDocumentCode(code: string): Promise<CodeCheck> {
  // The server would refuse it too (spec §5: 15 minutes after 4 failures); say so without asking it.
  const blockedUntil = getRateLimitRecord(code)?.blockedUntil ?? null;
  if (blockedUntil !== null && blockedUntil > Date.now()) return refused(S.cooldown, S.rateLimitTitle, S.cooldown);
  try {
    const result = await validateDocumentCode(code);
    if (result.isValid && result.documentCode) {
      clearRateLimit(code);
      return { valid: true, record: result.documentCode };
    }
    const remaining = result.isValid ? null : result.attemptsRemaining;
    const counted = typeof remaining === 'number';
    if (counted) recordFailedAttempt(code);
    const serverError = result.error?.trim() ? result.error : null;
    return refused(
      (serverError ?? S.invalidDefault) + (counted ? attemptsRemainingSuffix(remaining) : ''),
      S.invalidTitle,
      serverError ?? S.invalidFallback,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 429) {
      recordBlocked(code, error.retryAfter);
      const text = error.fromServer
        ? error.message
        : error.retryAfter !== null
          ? waitMinutesMessage(error.retryAfter / 60)
          : S.rateLimitDefault;
      return refused(text, S.rateLimitTitle, text);
    }
    console.error('Document code validation failed', error);
    // A server failure, an unreachable or silent server: the service. Anything else: unexpected.
    return serviceFailure(isApiError(error) && (error.status === 0 || error.status >= 500));
  }
}
