import { apiRequest, type RequestOptions } from '@/lib/api-client';
import type { GenerationStatus } from '@/types/api';

export const GENERATION_STATUS_ENDPOINT = '/api/generation-status';
export const POLL_INTERVAL_MS = 1000;
/**
 * How long a status call asks the server to wait for the job to change (a long poll, at most 20): the page learns
 * that the document is ready when it is, not at its next poll.
 */
export const STATUS_WAIT_SECONDS = 15;
/** A call that has not answered in this time (beyond the wait it asked for) is given up; the next one follows. */
export const STATUS_TIMEOUT_MS = 10_000;

/** The call's address and options: the page's own call and the one the entry starts early (app/early-requests.ts). */
export const generationStatusCall = (code: string, jobId: string) => ({
  endpoint: GENERATION_STATUS_ENDPOINT,
  options: { documentCode: code, body: { jobId } } satisfies RequestOptions,
});

/**
 * POST /api/generation-status (header code, {jobId}) -> GenerationStatus. 404 job_not_found. With `sinceToken` (the
 * `statusToken` of the answer the caller has) the server answers once the job differs from it, or after
 * STATUS_WAIT_SECONDS.
 */
export function getGenerationStatus(code: string, jobId: string, sinceToken?: string): Promise<GenerationStatus> {
  const call = generationStatusCall(code, jobId);
  if (sinceToken === undefined) {
    return apiRequest<GenerationStatus>(call.endpoint, { ...call.options, timeoutMs: STATUS_TIMEOUT_MS });
  }
  return apiRequest<GenerationStatus>(call.endpoint, {
    ...call.options,
    body: { ...call.options.body, waitSeconds: STATUS_WAIT_SECONDS, sinceToken },
    timeoutMs: STATUS_WAIT_SECONDS * 1000 + STATUS_TIMEOUT_MS,
  });
}

export const isFinished = (status: GenerationStatus | undefined) =>
  status?.status === 'succeeded' || status?.status === 'failed';
