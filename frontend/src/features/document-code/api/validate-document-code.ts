import { apiRequest } from '@/lib/api-client';
import type { ValidateDocumentCodeResponse } from '@/types/api';

export const VALIDATE_DOCUMENT_CODE_ENDPOINT = '/api/validate-document-code';

/** POST /api/validate-document-code. A 429 (rate limited) throws an ApiError with retryAfter. */
export function validateDocumentCode(code: string): Promise<ValidateDocumentCodeResponse> {
  return apiRequest<ValidateDocumentCodeResponse>(VALIDATE_DOCUMENT_CODE_ENDPOINT, {
    body: { code: code.trim().toUpperCase() },
  });
}
