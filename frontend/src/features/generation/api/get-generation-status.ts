import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { GenerationStatus } from '@/types/api';

export const GENERATION_STATUS_ENDPOINT = '/api/generation-status';
export const POLL_INTERVAL_MS = 1000;
/** A poll that has not answered in this time is given up; the next one follows. */
export const STATUS_TIMEOUT_MS = 10_000;

/** POST /api/generation-status (header code, {jobId}) -> GenerationStatus. 404 job_not_found. */
export function getGenerationStatus(code: string, jobId: string): Promise<GenerationStatus> {
  return apiRequest<GenerationStatus>(GENERATION_STATUS_ENDPOINT, {
    documentCode: code,
    body: { jobId },
    timeoutMs: STATUS_TIMEOUT_MS,
  });
}

export const isFinished = (status: GenerationStatus | undefined) =>
  status?.status === 'succeeded' || status?.status === 'failed';

/** What a poller is told about each answer it asked for (not about answers another screen asked for). */
export type GenerationStatusListeners = {
  onStatus?: (status: GenerationStatus) => void;
  onError?: (error: unknown) => void;
  /** Changing it starts polling over at once (a new key: no waiting out the error back-off). */
  restart?: number;
};

/** Polls a job about once a second until it has succeeded or failed. */
export function useGenerationStatus(
  code: string | null,
  jobId: string | null,
  listeners: GenerationStatusListeners = {},
) {
  return useSWR(
    code && jobId ? [GENERATION_STATUS_ENDPOINT, code, jobId, listeners.restart ?? 0] : null,
    ([, c, j]: [string, string, string, number]) => getGenerationStatus(c, j),
    {
      refreshInterval: (latest) => (isFinished(latest) ? 0 : POLL_INTERVAL_MS),
      revalidateOnFocus: false,
      revalidateIfStale: true,
      dedupingInterval: 0,
      shouldRetryOnError: (error: unknown) =>
        !(error && typeof error === 'object' && 'status' in error && (error as { status: number }).status === 404),
      errorRetryInterval: POLL_INTERVAL_MS * 2,
      onSuccess: (status) => listeners.onStatus?.(status),
      onError: (error) => listeners.onError?.(error),
    },
  );
}
