import { useRef } from 'react';
import useSWR from 'swr';
import type { GenerationStatus } from '@/types/api';
import { arrivedEarly } from '@/lib/api-client';
import {
  GENERATION_STATUS_ENDPOINT,
  POLL_INTERVAL_MS,
  generationStatusCall,
  getGenerationStatus,
  isFinished,
} from '../api/get-generation-status';

// The hook apart from the call: the app's entry starts /download's status call early (app/early-requests.ts) and must
// not bring SWR and React into the first script of every page.

/** What a poller is told about each answer it asked for (not about answers another screen asked for). */
export type GenerationStatusListeners = {
  onStatus?: (status: GenerationStatus) => void;
  onError?: (error: unknown) => void;
  /** Changing it starts polling over at once (a new key: no waiting out the error back-off). */
  restart?: number;
};

/** The pause between a long poll's answer and the next call: the server does the waiting. */
const LONG_POLL_GAP_MS = 10;

/**
 * Follows a job until it has succeeded or failed: each call after the first waits on the server until the job changes
 * (a long poll, `sinceToken`), so a finished job is seen at once; a server that answers without a `statusToken` is
 * polled about once a second instead.
 */
export function useGenerationStatus(
  code: string | null,
  jobId: string | null,
  listeners: GenerationStatusListeners = {},
) {
  // An answer the entry asked for early (/download) is drawn at once, not after a 'checking' screen.
  const call = code && jobId ? generationStatusCall(code, jobId) : null;
  // The job's state as last seen, for the next call to wait on; another job starts from nothing.
  const seen = useRef<{ jobId: string; token: string } | null>(null);
  return useSWR(
    call ? [GENERATION_STATUS_ENDPOINT, code, jobId, listeners.restart ?? 0] : null,
    ([, c, j]: [string, string, string, number]) =>
      getGenerationStatus(c, j, seen.current?.jobId === j ? seen.current.token : undefined),
    {
      fallbackData: call ? arrivedEarly<GenerationStatus>(call.endpoint, call.options) : undefined,
      refreshInterval: (latest) =>
        isFinished(latest) ? 0 : latest?.statusToken ? LONG_POLL_GAP_MS : POLL_INTERVAL_MS,
      revalidateOnFocus: false,
      revalidateIfStale: true,
      dedupingInterval: 0,
      shouldRetryOnError: (error: unknown) =>
        !(error && typeof error === 'object' && 'status' in error && (error as { status: number }).status === 404),
      errorRetryInterval: POLL_INTERVAL_MS * 2,
      onSuccess: (status) => {
        seen.current = status.statusToken ? { jobId: status.jobId, token: status.statusToken } : null;
        listeners.onStatus?.(status);
      },
      onError: (error) => listeners.onError?.(error),
    },
  );
}
