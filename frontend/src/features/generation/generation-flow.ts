/**
 * The generating screen's flow as one reducer (spec §2, §4):
 *
 *   missing-code                                     (no stored code: toast, then home)
 *   validating(attempt) --valid, no kept job--> waiting --start--> starting --started--> polling --> done
 *        |                --valid, kept job-------------------------------------------> polling(resumed)
 *        +--> failed (invalid code, rate limited, attempts used up: then home)
 *   starting --start-failed--> failed;  polling --job failed / 401 / 403 / 404--> failed
 *   polling(resumed) --404 the first time--> starting(restarted)   (the kept job is gone: one fresh job)
 *
 * The guards live here, not in refs: a job is started only from `waiting` (or once from a resumed job that is
 * gone), `started` counts only while `starting`, and `done`/`failed` accept nothing more. The component runs each
 * phase's work in an effect whose clean-up drops late answers and pending timers, which is the unmount guard.
 */
import type { GenerationStatus } from '@/types/api';
import { GENERATION_STRINGS as S, GENERATION_TIMINGS as T } from './strings';

/** Why the flow failed; decides the follow-ups (toast, forgetting the kept job, going home). */
export type FailureCause =
  | 'invalid-code'
  | 'rate-limited'
  | 'validation-exhausted'
  | 'start-failed'
  | 'job-failed'
  | 'job-unavailable';

export type GenerationFlow =
  | { phase: 'missing-code'; progress: number; statusText: string }
  | { phase: 'validating'; attempt: number; delayMs: number; progress: number; statusText: string }
  | { phase: 'waiting'; progress: number; statusText: string }
  | { phase: 'starting'; restarted: boolean; progress: number; statusText: string }
  | { phase: 'polling'; jobId: string; resumed: boolean; restarted: boolean; progress: number; statusText: string }
  | { phase: 'done'; jobId: string; usedFallback: boolean; progress: number; statusText: string }
  | { phase: 'failed'; cause: FailureCause; error: string; progress: number; statusText: string };

export type GenerationEvent =
  /** The server answered the code check: valid, with the job id kept from an earlier visit if any. */
  | { type: 'code-valid'; keptJobId: string | null }
  /** The server said the code is not valid (its message, if it gave one). */
  | { type: 'code-invalid'; message: string | null }
  | { type: 'rate-limited'; message: string }
  /** A code check failed for another reason (network, 5xx): try again after a back-off, or give up. */
  | { type: 'validation-errored' }
  /** The start delay is over. */
  | { type: 'start' }
  | { type: 'started'; jobId: string }
  | { type: 'start-failed'; message: string }
  | { type: 'status'; status: GenerationStatus }
  /** Polling answered an HTTP error status; `message` is what to show if the flow fails on it. */
  | { type: 'poll-failed'; httpStatus: number; message: string };

export function initialGenerationFlow(hasCode: boolean): GenerationFlow {
  return hasCode
    ? { phase: 'validating', attempt: 0, delayMs: 0, progress: 5, statusText: S.validating }
    : { phase: 'missing-code', progress: 0, statusText: S.missingCode };
}

function fail(flow: GenerationFlow, cause: FailureCause, error: string, progress = flow.progress): GenerationFlow {
  return {
    phase: 'failed',
    cause,
    error,
    progress: Math.max(progress, T.minFailedProgress),
    statusText: flow.statusText,
  };
}

/** The text of a server message, or the fallback when it is missing or blank. */
const textOr = (message: string | null | undefined, fallback: string) => (message?.trim() ? message : fallback);

export function generationFlowReducer(flow: GenerationFlow, event: GenerationEvent): GenerationFlow {
  switch (flow.phase) {
    case 'validating':
      switch (event.type) {
        case 'code-valid':
          return event.keptJobId
            ? {
                phase: 'polling',
                jobId: event.keptJobId,
                resumed: true,
                restarted: false,
                progress: 10,
                statusText: S.processing,
              }
            : { phase: 'waiting', progress: flow.progress, statusText: flow.statusText };
        case 'code-invalid':
          return fail(flow, 'invalid-code', textOr(event.message, S.invalidCode));
        case 'rate-limited':
          return fail(flow, 'rate-limited', event.message);
        case 'validation-errored': {
          const attempt = flow.attempt + 1;
          if (attempt >= T.validationAttempts) return fail(flow, 'validation-exhausted', S.maxValidation);
          return { ...flow, attempt, delayMs: T.backoffMs(flow.attempt) };
        }
        default:
          return flow;
      }
    case 'waiting':
      return event.type === 'start'
        ? { phase: 'starting', restarted: false, progress: Math.max(flow.progress, 10), statusText: S.initializing }
        : flow;
    case 'starting':
      switch (event.type) {
        case 'started':
          return {
            phase: 'polling',
            jobId: event.jobId,
            resumed: false,
            restarted: flow.restarted,
            progress: flow.progress,
            statusText: flow.statusText,
          };
        case 'start-failed':
          return fail(flow, 'start-failed', event.message);
        default:
          return flow;
      }
    case 'polling':
      switch (event.type) {
        case 'status': {
          const { status } = event;
          if (status.jobId && status.jobId !== flow.jobId) return flow;
          if (status.status === 'succeeded') {
            return {
              phase: 'done',
              jobId: flow.jobId,
              usedFallback: status.usedFallback,
              progress: 100,
              statusText: S.success,
            };
          }
          if (status.status === 'failed') {
            return fail(flow, 'job-failed', textOr(status.error, S.defaultError), status.progress);
          }
          const progress = Math.max(flow.progress, status.progress);
          const statusText = status.message ? status.message : flow.statusText;
          return progress === flow.progress && statusText === flow.statusText ? flow : { ...flow, progress, statusText };
        }
        case 'poll-failed':
          if (event.httpStatus === 404 && flow.resumed && !flow.restarted) {
            // The kept job is gone (or belongs to another code): start a fresh one, once.
            return { phase: 'starting', restarted: true, progress: Math.max(flow.progress, 10), statusText: S.initializing };
          }
          if ([401, 403, 404].includes(event.httpStatus)) return fail(flow, 'job-unavailable', event.message);
          return flow;
        default:
          return flow;
      }
    case 'missing-code':
    case 'done':
    case 'failed':
      return flow;
  }
}

/** What follows a failure: whether to toast it, forget the kept job id, and go home after a pause. */
export function failureFollowUps(cause: FailureCause) {
  return {
    toast: cause === 'start-failed' || cause === 'job-failed',
    forgetJob: cause === 'job-failed' || cause === 'job-unavailable',
    redirectHome: cause === 'invalid-code' || cause === 'rate-limited' || cause === 'validation-exhausted',
  };
}
