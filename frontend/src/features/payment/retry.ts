/**
 * Calls that must get an answer, whatever the connection does (issue 24: a dropped connection after paying must not
 * read like a lockout). A failure that says nothing about the payment or the code (no answer at all, a timeout, a
 * server failure, a request to wait) is tried again, with a growing pause, and at once when the browser is back
 * online or the visitor asks; any other answer ends the wait. Nothing here counts as an attempt at a code.
 */
import { isApiError } from '@/lib/api-client';

export const RETRY_TIMINGS = {
  /** The pause before the first retry; it doubles after each failure, up to `maxMs`. */
  firstMs: 1000,
  maxMs: 30_000,
  /** The longest a server's Retry-After is waited for before asking again. */
  maxRetryAfterMs: 60_000,
} as const;

/** The pause before retry `attempt` (0-based): 1 s, 2 s, 4 s … 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(RETRY_TIMINGS.maxMs, RETRY_TIMINGS.firstMs * 2 ** attempt);

/** Whether a failed call said nothing about what was asked: nothing answered, the server failed, or it said wait. */
export function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500 || error.status === 429);
}

/** What the page tells the visitor while it waits: how many tries failed, and whether the browser is offline. */
export type Waiting = { failures: number; offline: boolean };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Resolves after `delayMs`, when the browser comes back online, or when `nudge` fires 'retry', whichever is first;
 * rejects with an AbortError when `signal` aborts.
 */
function pause(delayMs: number, signal: AbortSignal, nudge?: EventTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (then: () => void) => {
      clearTimeout(timer);
      window.removeEventListener('online', resume);
      nudge?.removeEventListener('retry', resume);
      signal.removeEventListener('abort', abort);
      then();
    };
    const resume = () => done(resolve);
    const abort = () => done(() => reject(new DOMException('The wait was cancelled.', 'AbortError')));
    const timer = setTimeout(resume, delayMs);
    if (signal.aborted) {
      abort();
      return;
    }
    window.addEventListener('online', resume);
    nudge?.addEventListener('retry', resume);
    signal.addEventListener('abort', abort);
  });
}

/**
 * Runs `call` until it answers or fails for a reason of its own (rethrown). After each transient failure it reports
 * `onWaiting` and pauses: while the browser is offline, until it is online again (or 30 s); else for `retryDelayMs`
 * (or the server's Retry-After). Coming online or `nudge` ('retry', the page's 'Try now') cuts the pause short.
 * `onWaiting(null)` once it has an answer. `signal` stops it (the page went away).
 */
export async function untilAnswered<T>(
  call: () => Promise<T>,
  {
    signal,
    onWaiting,
    nudge,
  }: { signal: AbortSignal; onWaiting: (waiting: Waiting | null) => void; nudge?: EventTarget },
): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      const answer = await call();
      if (failures > 0) onWaiting(null);
      return answer;
    } catch (error) {
      if (signal.aborted || !isTransient(error)) throw error;
      const offline = isOffline();
      onWaiting({ failures: failures + 1, offline });
      const retryAfterMs =
        isApiError(error) && error.status === 429 && error.retryAfter !== null
          ? Math.min(error.retryAfter * 1000, RETRY_TIMINGS.maxRetryAfterMs)
          : null;
      // Offline, the browser's 'online' event is the cue; the longest pause is kept as well, in case it never comes.
      await pause(offline ? RETRY_TIMINGS.maxMs : (retryAfterMs ?? retryDelayMs(failures)), signal, nudge);
    }
  }
}
