import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/types/api';

export const VERIFY_STRIPE_SESSION_ENDPOINT = '/api/verify-stripe-session';

/**
 * Whether the session is paid (and not refunded), the code only with the checkout's secret, whether this verification
 * is the purchase's first (the sale is reported once), an opaque purchase id, and whether the code was emailed.
 */
export type VerifyStripeSessionResponse = ApiAnswer<'/api/verify-stripe-session'>;

/** Where the checkout's payment stands: paid, then perhaps refunded under the guarantee. */
export type PaymentStatus = VerifyStripeSessionResponse['paymentStatus'];

/**
 * POST /api/verify-stripe-session: the only source of the code shown after payment (design §4.1). The session id
 * alone says whether the purchase is paid; the code comes back only with the secret create-checkout gave the
 * browser that started the checkout. 400 missing_session_id, 404 session_not_found, 429 too many unknown sessions.
 */
export function verifyStripeSession(
  sessionId: string,
  checkoutSecret: string | null,
): Promise<VerifyStripeSessionResponse> {
  return apiRequest<VerifyStripeSessionResponse>(VERIFY_STRIPE_SESSION_ENDPOINT, {
    body: { session_id: sessionId, ...(checkoutSecret ? { checkout_secret: checkoutSecret } : {}) },
  });
}
