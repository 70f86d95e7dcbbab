import { describe, expect, it } from 'vitest';
import {
  easedProgress,
  failureFollowUps,
  generationFlowReducer,
  initialGenerationFlow,
  type GenerationEvent,
  type GenerationFlow,
} from './generation-flow';
import { GENERATION_STRINGS as S, GENERATION_TIMINGS as T, stageElapsedText } from './strings';
import { generationStatus } from '@/testing/generation-status';

const status = generationStatus;

const run = (flow: GenerationFlow, ...events: GenerationEvent[]) => events.reduce(generationFlowReducer, flow);
const validating = () => initialGenerationFlow(true);
const polling = (resumed = false) =>
  resumed
    ? run(validating(), { type: 'code-valid', keptJobId: 'job-1' })
    : run(validating(), { type: 'code-valid', keptJobId: null }, { type: 'start' }, { type: 'started', jobId: 'job-1' });

describe('generation flow', () => {
  it('starts by validating a stored code, or says the code is missing', () => {
    expect(initialGenerationFlow(true)).toMatchObject({ phase: 'validating', attempt: 0, delayMs: 0, progress: 5 });
    expect(initialGenerationFlow(true).statusText).toBe(S.validating);
    expect(initialGenerationFlow(false)).toEqual({ phase: 'missing-code', progress: 0, statusText: S.missingCode });
  });

  it('goes validating -> waiting -> starting -> polling -> done', () => {
    const waiting = run(validating(), { type: 'code-valid', keptJobId: null });
    expect(waiting).toEqual({ phase: 'waiting', progress: 5, statusText: S.validating });
    const starting = run(waiting, { type: 'start' });
    expect(starting).toEqual({ phase: 'starting', restarted: false, progress: 10, statusText: S.initializing });
    const started = run(starting, { type: 'started', jobId: 'job-1' });
    expect(started).toMatchObject({ phase: 'polling', jobId: 'job-1', resumed: false, progress: 10 });
    const drafting = run(started, { type: 'status', status: status({ progress: 45 }) });
    expect(drafting).toMatchObject({ phase: 'polling', progress: 45, statusText: 'Drafting your document' });
    const done = run(drafting, { type: 'status', status: status({ status: 'succeeded', progress: 100, usedFallback: true }) });
    expect(done).toEqual({ phase: 'done', jobId: 'job-1', usedFallback: true, progress: 100, statusText: S.success });
  });

  it('resumes a kept job instead of starting one', () => {
    expect(polling(true)).toEqual({
      phase: 'polling',
      jobId: 'job-1',
      resumed: true,
      restarted: false,
      progress: 10,
      statusText: S.processing,
      stageClock: null,
      heard: 0,
      stalls: 0,
      notice: null,
    });
  });

  it('starts at most one job: start and started count only in their own phase', () => {
    const once = polling();
    expect(run(once, { type: 'start' })).toBe(once);
    expect(run(once, { type: 'started', jobId: 'job-2' })).toBe(once);
    expect(run(validating(), { type: 'start' })).toEqual(validating());
    const starting = run(validating(), { type: 'code-valid', keptJobId: null }, { type: 'start' });
    expect(run(starting, { type: 'start' })).toBe(starting);
  });

  it('retries validation with back-off, then gives up after three errors', () => {
    const second = run(validating(), { type: 'validation-errored' });
    expect(second).toMatchObject({ phase: 'validating', attempt: 1, delayMs: 500 });
    const third = run(second, { type: 'validation-errored' });
    expect(third).toMatchObject({ phase: 'validating', attempt: 2, delayMs: 1000 });
    const failed = run(third, { type: 'validation-errored' });
    expect(failed).toMatchObject({ phase: 'failed', cause: 'validation-exhausted', error: S.maxValidation, progress: 30 });
  });

  it('keeps checking, with a notice, while the connection or the server fails: never used up (issue 24)', () => {
    let flow = validating();
    for (let i = 0; i < 12; i += 1) flow = run(flow, { type: 'validation-errored', transient: true });
    expect(flow).toMatchObject({ phase: 'validating', attempt: 12, delayMs: 30_000, notice: S.connectionLost });
    expect(run(validating(), { type: 'validation-errored', transient: true })).toMatchObject({ delayMs: 500 });
    expect(run(validating(), { type: 'validation-errored', transient: true, offline: true })).toMatchObject({
      notice: S.offline,
    });
    expect(run(flow, { type: 'code-valid', keptJobId: null })).toMatchObject({ phase: 'waiting' });
  });

  it("fails on an invalid code with the server's message or the default, and on a rate limit", () => {
    expect(run(validating(), { type: 'code-invalid', message: 'Code expired.' })).toMatchObject({
      phase: 'failed',
      cause: 'invalid-code',
      error: 'Code expired.',
    });
    expect(run(validating(), { type: 'code-invalid', message: '  ' })).toMatchObject({ error: S.invalidCode });
    expect(run(validating(), { type: 'rate-limited', message: 'Too many attempts.' })).toMatchObject({
      cause: 'rate-limited',
      error: 'Too many attempts.',
    });
  });

  it('fails when the start is refused', () => {
    const starting = run(validating(), { type: 'code-valid', keptJobId: null }, { type: 'start' });
    expect(run(starting, { type: 'start-failed', message: 'No credits left.' })).toMatchObject({
      phase: 'failed',
      cause: 'start-failed',
      error: 'No credits left.',
      progress: 30,
    });
  });

  it("holds a failed job's progress at 30 or more and shows its error", () => {
    const failed = run(polling(), { type: 'status', status: status({ status: 'failed', progress: 10, error: 'Down.' }) });
    expect(failed).toMatchObject({ phase: 'failed', cause: 'job-failed', error: 'Down.', progress: 30 });
    const late = run(polling(), { type: 'status', status: status({ status: 'failed', progress: 80, error: null }) });
    expect(late).toMatchObject({ progress: 80, error: S.defaultError });
  });

  it("never lowers progress, keeps the last message, and ignores another job's status", () => {
    const at60 = run(polling(), { type: 'status', status: status({ progress: 60, message: 'Formatting' }) });
    const after = run(at60, { type: 'status', status: status({ progress: 40, message: '' }) });
    expect(after).toMatchObject({ progress: 60, statusText: 'Formatting' });
    expect(run(at60, { type: 'status', status: status({ jobId: 'job-9', status: 'succeeded' }) })).toBe(at60);
  });

  it('restarts once when a resumed job is gone, then fails on the next 404', () => {
    const restarting = run(polling(true), { type: 'poll-failed', httpStatus: 404, message: 'Job not found.' });
    expect(restarting).toEqual({ phase: 'starting', restarted: true, progress: 10, statusText: S.initializing });
    const again = run(restarting, { type: 'started', jobId: 'job-2' });
    expect(again).toMatchObject({ phase: 'polling', jobId: 'job-2', resumed: false, restarted: true });
    expect(run(again, { type: 'poll-failed', httpStatus: 404, message: 'Job not found.' })).toMatchObject({
      phase: 'failed',
      cause: 'job-unavailable',
      error: 'Job not found.',
    });
  });

  it('fails on 401, 403 and a fresh job\'s 404, and keeps polling through other errors', () => {
    for (const httpStatus of [401, 403, 404]) {
      expect(run(polling(), { type: 'poll-failed', httpStatus, message: 'No.' })).toMatchObject({
        phase: 'failed',
        cause: 'job-unavailable',
      });
    }
    const once = polling();
    expect(run(once, { type: 'poll-failed', httpStatus: 503, message: 'Busy.' })).toBe(once);
  });

  it('accepts nothing once done, failed or without a code', () => {
    const done = run(polling(), { type: 'status', status: status({ status: 'succeeded' }) });
    const failed = run(validating(), { type: 'rate-limited', message: 'Slow down.' });
    const missing = initialGenerationFlow(false);
    const events: GenerationEvent[] = [
      { type: 'code-valid', keptJobId: null },
      { type: 'start' },
      { type: 'started', jobId: 'job-3' },
      { type: 'status', status: status({ status: 'failed' }) },
      { type: 'poll-failed', httpStatus: 404, message: 'Gone.' },
    ];
    for (const flow of [done, failed, missing]) {
      for (const event of events) expect(generationFlowReducer(flow, event)).toBe(flow);
    }
  });

  it('titles and toasts each failure as spec §8 does, forgets failed jobs, and sends code failures home', () => {
    const verify = { title: 'Validation Failed', description: 'Could not verify your document code' };
    expect(failureFollowUps('invalid-code')).toEqual({ title: 'Validation Failed', toast: verify, forgetJob: false, redirect: 'home' });
    expect(failureFollowUps('validation-exhausted')).toMatchObject({ toast: verify, redirect: 'home' });
    expect(failureFollowUps('rate-limited')).toMatchObject({ toast: null, redirect: 'home' });
    expect(failureFollowUps('start-failed')).toEqual({
      title: 'Generation Failed',
      toast: { title: 'Generation Failed', description: null },
      forgetJob: false,
      redirect: null,
    });
    expect(failureFollowUps('job-failed')).toMatchObject({ title: 'Generation Failed', forgetJob: true, redirect: null });
    expect(failureFollowUps('word-failed')).toMatchObject({ title: 'Word Generation Failed', forgetJob: true });
    expect(failureFollowUps('job-unavailable')).toMatchObject({ toast: null, forgetJob: true, redirect: null });
    expect(failureFollowUps('missing-data')).toEqual({
      title: 'Data Error',
      toast: { title: 'Data Error', description: 'Please fill out the document form to continue' },
      forgetJob: false,
      redirect: 'form',
    });
    expect(failureFollowUps('stalled')).toMatchObject({ title: 'Generation Issue', forgetJob: false, redirect: null });
  });

  it('a job that fails while formatting is a Word generation failure; a start without form data a data error', () => {
    const word = run(polling(), {
      type: 'status',
      status: status({ status: 'failed', stage: 'formatting', progress: 80, error: 'Word Generation Failed' }),
    });
    expect(word).toMatchObject({ phase: 'failed', cause: 'word-failed', error: 'Word Generation Failed' });
    const starting = run(validating(), { type: 'code-valid', keptJobId: null }, { type: 'start' });
    expect(run(starting, { type: 'start-failed', message: '', missingData: true })).toMatchObject({
      cause: 'missing-data',
      error: 'Please fill out the document form to continue',
    });
  });

  it("moves the bar within a long stage by the server's seconds, never past the next stage's start", () => {
    expect(easedProgress({ progress: 45, stageSeconds: 0 })).toBe(45);
    const at14 = easedProgress({ progress: 45, stageSeconds: 14 });
    expect(at14).toBeGreaterThan(45);
    expect(at14).toBeLessThan(80);
    expect(easedProgress({ progress: 45, stageSeconds: 10_000 })).toBe(79);
    expect(easedProgress({ progress: 100, stageSeconds: 30 })).toBe(100);

    const drafting = run(polling(), { type: 'status', status: status({ progress: 45, stageSeconds: 14 }) });
    expect(drafting).toMatchObject({ progress: at14, stageClock: { stage: 'drafting', seconds: 14 } });
    expect(stageElapsedText('drafting', 14)).toBe('Drafting your document\u2026 14 s');
  });

  it("says 'Still working on your document' once an early stage runs long, and the server's message otherwise", () => {
    const short = run(polling(), {
      type: 'status',
      status: status({ progress: 45, stageSeconds: T.stillWorkingAfterSeconds - 1, message: S.processingContent }),
    });
    expect(short.statusText).toBe(S.processingContent);
    const long = run(short, {
      type: 'status',
      status: status({ progress: 45, stageSeconds: T.stillWorkingAfterSeconds, message: S.processingContent }),
    });
    expect(long.statusText).toBe(S.stillWorking);
    const formatting = run(long, {
      type: 'status',
      status: status({ stage: 'formatting', progress: 80, stageSeconds: 40, message: S.formatting }),
    });
    expect(formatting.statusText).toBe(S.formatting);
  });

  it('lists the status messages in the order of spec §4', () => {
    expect([S.initializing, S.processing, S.stillWorking, S.processingContent, S.formatting, S.finalizing]).toEqual([
      'Initializing',
      'Processing document requirements',
      'Still working on your document',
      'Processing document content',
      'Formatting your document',
      'Finalizing document generation',
    ]);
  });

  it('on a stall shows the notice and starts polling over; an answer clears it; the fourth stall in a row fails', () => {
    const once = run(polling(), { type: 'stalled' });
    expect(once).toMatchObject({ phase: 'polling', stalls: 1, notice: 'Document generation stalled. Retrying...' });
    const heard = run(once, { type: 'status', status: status({ progress: 45 }) });
    expect(heard).toMatchObject({ stalls: 0, notice: null, heard: 1 });
    const silent = run(polling(), { type: 'stalled' }, { type: 'stalled' }, { type: 'stalled' });
    expect(silent).toMatchObject({ phase: 'polling', stalls: 3 });
    expect(run(silent, { type: 'stalled' })).toMatchObject({ phase: 'failed', cause: 'stalled', error: S.stalledGiveUp });
    expect(failureFollowUps('stalled').redirect).toBeNull();
  });

  it('ignores the watchdog outside polling: a start is never repeated', () => {
    const starting = run(validating(), { type: 'code-valid', keptJobId: null }, { type: 'start' });
    expect(run(starting, { type: 'stalled' })).toBe(starting);
    expect(run(validating(), { type: 'stalled' })).toEqual(validating());
  });
});
