import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { CreditInfo } from '@/types/api';

export const GET_CREDIT_INFO_ENDPOINT = '/api/get-credit-info';

/** POST /api/get-credit-info (header code) -> CreditInfo. 401 invalid_code, 403 expired/inactive. */
export function getCreditInfo(code: string): Promise<CreditInfo> {
  return apiRequest<CreditInfo>(GET_CREDIT_INFO_ENDPOINT, { documentCode: code, body: {} });
}

export function useCreditInfo(code: string | null) {
  return useSWR(code ? [GET_CREDIT_INFO_ENDPOINT, code] : null, ([, c]: [string, string]) => getCreditInfo(c), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error) => console.error('Loading credit info failed', error),
  });
}
