/**
 * The generating screen's flow as one reducer (spec §2, §4):
 *
 *   missing-code                                     (no stored code: toast, then home)
 *   validating(attempt) --valid, no kept job--> waiting --start--> starting --started--> polling --> done
 *        |                --valid, kept job-------------------------------------------> polling(resumed)
 *        |  --no answer (network, 5xx)--> validating(notice) again and again: a dropped connection is waited out
 *        +--> failed (invalid code, rate limited, 3 unexplained errors: then home)
 *   starting --start-failed--> failed;  polling --job failed / 401 / 403 / 404--> failed
 *   polling(resumed) --404 the first time--> starting(restarted)   (the kept job is gone: one fresh job)
 *   polling --stalled (15 s without an answer)--> polling(notice, polling starts over) --4th stall--> failed
 *
 * The guards live here, not in refs: a job is started only from `waiting` (or once from a resumed job that is
 * gone), `started` counts only while `starting`, and `done`/`failed` accept nothing more. The component runs each
 * phase's work in an effect whose clean-up drops late answers and pending timers, which is the unmount guard.
 *
 * Movement within a stage comes from the server's own clock: each status says how long the job has been in its
 * stage (`stageSeconds`), the bar creeps through that stage's share of the percentage and the page shows the
 * seconds, and a long stage reads 'Still working on your document'.
 *
 * The stall watchdog (spec §4: 15 s without progress, 'Document generation stalled. Retrying...') watches what the
 * page hears: while polling, 15 s without any answer is a stall, and polling starts over. It never starts another
 * job: a start that may have reached the server would spend a second credit. A start that does not answer ends
 * with the request's own time limit instead (a clear error and 'Try Again').
 */
import type { GenerationStatus } from '@/types/api';
import { GENERATION_STRINGS as S, GENERATION_TIMINGS as T, STAGE_MILESTONES } from './strings';

/** Why the flow failed; decides the follow-ups (toast, forgetting the kept job, going home). */
export type FailureCause =
  | 'invalid-code'
  | 'rate-limited'
  | 'validation-exhausted'
  | 'start-failed'
  | 'missing-data'
  | 'word-failed'
  | 'job-failed'
  | 'job-unavailable'
  | 'stalled';

/** The server's stage while it works, with the seconds it has spent there (null before the first answer). */
export type StageClock = { stage: 'queued' | 'research' | 'drafting' | 'formatting'; seconds: number } | null;

type Polling = {
  phase: 'polling';
  jobId: string;
  resumed: boolean;
  restarted: boolean;
  progress: number;
  statusText: string;
  stageClock: StageClock;
  /** Answers heard so far: each one re-arms the stall watchdog. */
  heard: number;
  /** Stalls in a row (reset by the next answer); polling starts over on each. */
  stalls: number;
  /** 'Document generation stalled. Retrying...' until the next answer. */
  notice: string | null;
};

export type GenerationFlow =
  | { phase: 'missing-code'; progress: number; statusText: string }
  | {
      phase: 'validating';
      attempt: number;
      delayMs: number;
      progress: number;
      statusText: string;
      /** While the server cannot be reached: that the page keeps trying (issue 24). */
      notice?: string | null;
    }
  | { phase: 'waiting'; progress: number; statusText: string }
  | { phase: 'starting'; restarted: boolean; progress: number; statusText: string }
  | Polling
  | { phase: 'done'; jobId: string; usedFallback: boolean; progress: number; statusText: string }
  | { phase: 'failed'; cause: FailureCause; error: string; progress: number; statusText: string };

export type GenerationEvent =
  /** The server answered the code check: valid, with the job id kept from an earlier visit if any. */
  | { type: 'code-valid'; keptJobId: string | null }
  /** The server said the code is not valid (its message, if it gave one). */
  | { type: 'code-invalid'; message: string | null }
  | { type: 'rate-limited'; message: string }
  /**
   * A code check failed without an answer about the code. `transient` (nothing answered, a 5xx, a 429): the connection
   * or the server, never the code, so the check is tried again for as long as it takes (issue 24), the pause growing to
   * 30 s, and says so (`offline`: the browser knows it is offline). Anything else: tried 3 times, then given up.
   */
  | { type: 'validation-errored'; transient?: boolean; offline?: boolean }
  /** The start delay is over. */
  | { type: 'start' }
  | { type: 'started'; jobId: string }
  | { type: 'start-failed'; message: string; missingData?: boolean }
  | { type: 'status'; status: GenerationStatus }
  /** Polling answered an HTTP error status; `message` is what to show if the flow fails on it. */
  | { type: 'poll-failed'; httpStatus: number; message: string }
  /** The watchdog: nothing heard from the server for `stallMs` while polling. */
  | { type: 'stalled' };

function polling(
  jobId: string,
  from: { resumed: boolean; restarted: boolean; progress: number; statusText: string },
): Polling {
  return { phase: 'polling', jobId, ...from, stageClock: null, heard: 0, stalls: 0, notice: null };
}

/**
 * The bar's position for a status: the server's percentage, crept towards the next stage's start by the seconds
 * spent in this stage (never reaching it, so the next stage still moves the bar).
 */
export function easedProgress(status: Pick<GenerationStatus, 'progress' | 'stageSeconds'>): number {
  const next = STAGE_MILESTONES.find((milestone) => milestone > status.progress);
  const seconds = Math.max(0, status.stageSeconds ?? 0);
  if (next === undefined || seconds === 0) return status.progress;
  const room = next - 1 - status.progress;
  return status.progress + Math.floor(room * (1 - Math.exp(-seconds / T.easeSeconds)));
}

/** The line under the bar: the server's message, or 'Still working on your document' once a stage runs long. */
function statusTextFor(status: GenerationStatus, previous: string): string {
  const early = status.stage === 'queued' || status.stage === 'research' || status.stage === 'drafting';
  if (early && status.stageSeconds >= T.stillWorkingAfterSeconds) return S.stillWorking;
  return status.message ? status.message : previous;
}

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
            ? polling(event.keptJobId, { resumed: true, restarted: false, progress: 10, statusText: S.processing })
            : { phase: 'waiting', progress: flow.progress, statusText: flow.statusText };
        case 'code-invalid':
          return fail(flow, 'invalid-code', textOr(event.message, S.invalidCode));
        case 'rate-limited':
          return fail(flow, 'rate-limited', event.message);
        case 'validation-errored': {
          const attempt = flow.attempt + 1;
          if (event.transient) {
            const delayMs = Math.min(T.backoffMs(flow.attempt), T.maxBackoffMs);
            return { ...flow, attempt, delayMs, notice: event.offline ? S.offline : S.connectionLost };
          }
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
          return polling(event.jobId, {
            resumed: false,
            restarted: flow.restarted,
            progress: flow.progress,
            statusText: flow.statusText,
          });
        case 'start-failed':
          return event.missingData
            ? fail(flow, 'missing-data', textOr(event.message, S.needForm))
            : fail(flow, 'start-failed', event.message);
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
            // Failing while formatting means the Word file could not be made (spec §8 'Word Generation Failed').
            const cause = status.stage === 'formatting' ? 'word-failed' : 'job-failed';
            return fail(flow, cause, textOr(status.error, S.defaultError), status.progress);
          }
          const stageClock: StageClock =
            status.stage === 'done' ? null : { stage: status.stage, seconds: Math.max(0, status.stageSeconds ?? 0) };
          return {
            ...flow,
            progress: Math.max(flow.progress, easedProgress(status)),
            statusText: statusTextFor(status, flow.statusText),
            stageClock,
            heard: flow.heard + 1,
            stalls: 0,
            notice: null,
          };
        }
        case 'stalled': {
          const stalls = flow.stalls + 1;
          if (stalls >= T.maxStalls) return fail(flow, 'stalled', S.stalledGiveUp);
          return { ...flow, stalls, notice: S.stalled };
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

export type FailureFollowUps = {
  /** The failure's title, over the error on the page and in its toast. */
  title: string;
  /** The toast to show, or none; a null description is the failure's own message. */
  toast: { title: string; description: string | null } | null;
  /** Forget the kept job id, so the next visit starts afresh. */
  forgetJob: boolean;
  /** Where to go after a pause: home, the home form, or stay with 'Try Again'. */
  redirect: 'home' | 'form' | null;
};

/** What follows a failure (spec §4, §8): its title and toast, forgetting the kept job, and where to go next. */
export function failureFollowUps(cause: FailureCause): FailureFollowUps {
  const validationToast = { title: S.validationFailedTitle, description: S.validationFailed };
  switch (cause) {
    case 'invalid-code':
    case 'validation-exhausted':
      return { title: S.validationFailedTitle, toast: validationToast, forgetJob: false, redirect: 'home' };
    case 'rate-limited':
      return { title: S.validationFailedTitle, toast: null, forgetJob: false, redirect: 'home' };
    case 'missing-data':
      return {
        title: S.dataErrorTitle,
        toast: { title: S.dataErrorTitle, description: S.needForm },
        forgetJob: false,
        redirect: 'form',
      };
    case 'start-failed':
      return { title: S.failedTitle, toast: { title: S.failedTitle, description: null }, forgetJob: false, redirect: null };
    case 'job-failed':
      return { title: S.failedTitle, toast: { title: S.failedTitle, description: null }, forgetJob: true, redirect: null };
    case 'word-failed':
      return {
        title: S.wordFailedTitle,
        toast: { title: S.wordFailedTitle, description: null },
        forgetJob: true,
        redirect: null,
      };
    case 'job-unavailable':
      return { title: S.failedTitle, toast: null, forgetJob: true, redirect: null };
    case 'stalled':
      return { title: S.issueTitle, toast: { title: S.issueTitle, description: null }, forgetJob: false, redirect: null };
  }
}
