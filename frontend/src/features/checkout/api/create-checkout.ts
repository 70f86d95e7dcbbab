import useSWRMutation from 'swr/mutation';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { DocumentData } from '@/types/api';

export const CREATE_CHECKOUT_ENDPOINT = '/api/create-checkout';
/** Creating a checkout session asks the payment provider; it gets a little longer than other calls. */
export const CHECKOUT_TIMEOUT_MS = 30_000;

export type CreateCheckoutInput = {
  pricingTier: '$19';
  documentData: DocumentData;
  gclid?: string;
};

export type CreateCheckoutResponse = { url: string; code?: string | null };

/** POST /api/create-checkout: answers with the payment page URL (a missing url is a failure). */
export async function createCheckout(input: CreateCheckoutInput): Promise<CreateCheckoutResponse> {
  const response = await apiRequest<CreateCheckoutResponse>(CREATE_CHECKOUT_ENDPOINT, {
    body: input,
    timeoutMs: CHECKOUT_TIMEOUT_MS,
  });
  if (!response || typeof response.url !== 'string' || response.url.trim() === '') {
    throw new ApiError({ status: 200, code: 'missing_checkout_url', message: 'No checkout URL returned' });
  }
  return response;
}

export function useCreateCheckout() {
  return useSWRMutation(
    CREATE_CHECKOUT_ENDPOINT,
    (_key: string, { arg }: { arg: CreateCheckoutInput }) => createCheckout(arg),
  );
}
