import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, DocumentData } from '@/types/api';

export const START_GENERATION_ENDPOINT = '/api/start-generation';
/** Starting only records the job; a start that has not answered in this time is given up with a clear message. */
export const START_TIMEOUT_MS = 30_000;

export type StartGenerationResponse = ApiAnswer<'/api/start-generation', 202>;

/**
 * POST /api/start-generation (header code, {documentData?}) -> 202 {jobId, status}. Without
 * documentData the server drafts from the code's stored data. 402 no_credits.
 */
export function startGeneration(
  code: string,
  documentData?: DocumentData | null,
): Promise<StartGenerationResponse> {
  return apiRequest<StartGenerationResponse>(START_GENERATION_ENDPOINT, {
    documentCode: code,
    body: documentData ? { documentData } : {},
    timeoutMs: START_TIMEOUT_MS,
  });
}
