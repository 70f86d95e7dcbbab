import { apiRequest, type RequestOptions } from '@/lib/api-client';
import type { GenerationStatus } from '@/types/api';

export const GENERATION_STATUS_ENDPOINT = '/api/generation-status';
export const POLL_INTERVAL_MS = 1000;
/** A poll that has not answered in this time is given up; the next one follows. */
export const STATUS_TIMEOUT_MS = 10_000;

/** The call's address and options: the page's own call and the one the entry starts early (app/early-requests.ts). */
export const generationStatusCall = (code: string, jobId: string) => ({
  endpoint: GENERATION_STATUS_ENDPOINT,
  options: { documentCode: code, body: { jobId } } satisfies RequestOptions,
});

/** POST /api/generation-status (header code, {jobId}) -> GenerationStatus. 404 job_not_found. */
export function getGenerationStatus(code: string, jobId: string): Promise<GenerationStatus> {
  const call = generationStatusCall(code, jobId);
  return apiRequest<GenerationStatus>(call.endpoint, { ...call.options, timeoutMs: STATUS_TIMEOUT_MS });
}

export const isFinished = (status: GenerationStatus | undefined) =>
  status?.status === 'succeeded' || status?.status === 'failed';
