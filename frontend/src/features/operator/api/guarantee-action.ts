import { apiRequest } from '@/lib/api-client';
import type { GuaranteeAction, Purchase } from './types';

export const GUARANTEE_ACTION_ENDPOINT = '/api/admin-guarantee-action';

export type GuaranteeRequest = { code: string; action: GuaranteeAction; reason: string; operator: string };
export type GuaranteeResult = { purchase: Purchase; action: GuaranteeAction; emailed: boolean; refundId: string | null };

/** POST /api/admin-guarantee-action: 3 credits once, or a refund that deactivates the code; 409 when already done. */
export function applyGuaranteeAction(adminToken: string, request: GuaranteeRequest): Promise<GuaranteeResult> {
  return apiRequest<GuaranteeResult>(GUARANTEE_ACTION_ENDPOINT, { adminToken, body: request, timeoutMs: 30_000 });
}
