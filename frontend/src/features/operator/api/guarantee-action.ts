import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/types/api';

export const GUARANTEE_ACTION_ENDPOINT = '/api/admin-guarantee-action';

export type GuaranteeRequest = ApiRequestBody<'/api/admin-guarantee-action'>;
export type GuaranteeResult = ApiAnswer<'/api/admin-guarantee-action'>;

/** POST /api/admin-guarantee-action: 3 credits once, or a refund that deactivates the code; 409 when already done. */
export function applyGuaranteeAction(adminToken: string, request: GuaranteeRequest): Promise<GuaranteeResult> {
  return apiRequest<GuaranteeResult>(GUARANTEE_ACTION_ENDPOINT, { adminToken, body: request, timeoutMs: 30_000 });
}
