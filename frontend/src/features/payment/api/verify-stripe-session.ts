import { apiRequest } from '@/lib/api-client';

export const VERIFY_STRIPE_SESSION_ENDPOINT = '/api/verify-stripe-session';

/** Where the checkout's payment stands: paid, then perhaps refunded under the guarantee. */
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';

export type VerifyStripeSessionResponse = {
  /** True only when the session is paid and not refunded. */
  is_payment_completed: boolean;
  paymentStatus: PaymentStatus;
  /** The code, only when paid, not refunded, and the checkout's secret was sent (this browser started it). */
  documentCode: string | null;
  /** True for the first verification, with the secret, that finds the session paid: the sale is reported once. */
  isNewPurchase: boolean;
  /** An opaque id of the purchase (a UUID) that analytics may see, only with the secret. */
  purchaseId: string | null;
  /** Whether the code was emailed to the address given at checkout. */
  codeEmailed: boolean;
};

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
