import { apiRequest } from '@/lib/api-client';
import type { DocumentData } from '@/types/api';

export const START_GENERATION_ENDPOINT = '/api/start-generation';

export type StartGenerationResponse = { jobId: string; status: 'queued' };

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
  });
}
