import useSWRMutation from 'swr/mutation';
import { ApiError, apiRequest } from '@/lib/api-client';
import { rememberCheckoutSecret } from '@/lib/storage';
import type { ApiAnswer, ApiRequestBody, DocumentData } from '@/types/api';

export const CREATE_CHECKOUT_ENDPOINT = '/api/create-checkout';
/** Creating a checkout session asks the payment provider; it gets a little longer than other calls. */
export const CHECKOUT_TIMEOUT_MS = 30_000;

/** The order as the form holds it; the rest as docs/openapi.json has it. */
export type CreateCheckoutInput = Omit<ApiRequestBody<'/api/create-checkout'>, 'documentData'> & { documentData: DocumentData };

/** The payment page (`url`), the code it will activate, the session, and the secret that proves this browser started it. */
export type CreateCheckoutResponse = ApiAnswer<'/api/create-checkout'>;

/**
 * POST /api/create-checkout: answers with the payment page URL (a missing url is a failure). The checkout's secret is
 * kept in this browser, keyed by its session id, before the browser leaves for the payment page: the return page
 * needs it to be shown the code. An answer without one (an older server) still checks out; the return page then
 * says the payment is confirmed and that the code was emailed.
 */
export async function createCheckout(input: CreateCheckoutInput): Promise<CreateCheckoutResponse> {
  const response = await apiRequest<CreateCheckoutResponse>(CREATE_CHECKOUT_ENDPOINT, {
    body: input,
    timeoutMs: CHECKOUT_TIMEOUT_MS,
  });
  if (!response || typeof response.url !== 'string' || response.url.trim() === '') {
    throw new ApiError({ status: 200, code: 'missing_checkout_url', message: 'No checkout URL returned' });
  }
  const { sessionId, checkoutSecret } = response;
  if (typeof sessionId === 'string' && sessionId && typeof checkoutSecret === 'string' && checkoutSecret) {
    rememberCheckoutSecret(sessionId, checkoutSecret);
  }
  return response;
}

export function useCreateCheckout() {
  return useSWRMutation(
    CREATE_CHECKOUT_ENDPOINT,
    (_key: string, { arg }: { arg: CreateCheckoutInput }) => createCheckout(arg),
  );
}
