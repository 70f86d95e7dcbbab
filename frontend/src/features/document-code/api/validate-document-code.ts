import { apiRequest, type RequestOptions } from '@/lib/api-client';
import type { ValidateDocumentCodeResponse } from '@/types/api';

export const VALIDATE_DOCUMENT_CODE_ENDPOINT = '/api/validate-document-code';

/** The call's address and options: the page's own call and the one the entry starts early (app/early-requests.ts). */
export const validateDocumentCodeCall = (code: string) => ({
  endpoint: VALIDATE_DOCUMENT_CODE_ENDPOINT,
  options: { body: { code: code.trim().toUpperCase() } } satisfies RequestOptions,
});

/** POST /api/validate-document-code. A 429 (rate limited) throws an ApiError with retryAfter. */
export function validateDocumentCode(code: string): Promise<ValidateDocumentCodeResponse> {
  const call = validateDocumentCodeCall(code);
  return apiRequest<ValidateDocumentCodeResponse>(call.endpoint, call.options);
}
