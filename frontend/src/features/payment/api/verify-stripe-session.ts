import { apiRequest } from '@/lib/api-client';

export const VERIFY_STRIPE_SESSION_ENDPOINT = '/api/verify-stripe-session';

export type VerifyStripeSessionResponse = {
  is_payment_completed: boolean;
  /** The code string, present only when the session is paid. */
  documentCode?: string | null;
  /** True for the first verification that finds the session paid, and only for it (the sale is reported once). */
  isNewPurchase?: boolean;
};

/**
 * POST /api/verify-stripe-session: the only source of the code shown after payment (design §4.1).
 * 400 missing_session_id, 404 session_not_found.
 */
export function verifyStripeSession(sessionId: string): Promise<VerifyStripeSessionResponse> {
  return apiRequest<VerifyStripeSessionResponse>(VERIFY_STRIPE_SESSION_ENDPOINT, {
    body: { session_id: sessionId },
  });
}
