import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { CreditInfo } from '@/types/api';

export const GET_CREDIT_INFO_ENDPOINT = '/api/get-credit-info';

/**
 * POST /api/get-credit-info (header code) -> CreditInfo; 401 invalid_code, 403 expired or inactive.
 * Unlike validate-document-code it never counts against the code's own guessing limit, and a code the
 * browser has already shown it holds costs the server one read (docs/decisions/0004).
 */
export function getCreditInfo(code: string): Promise<CreditInfo> {
  return apiRequest<CreditInfo>(GET_CREDIT_INFO_ENDPOINT, { documentCode: code, body: {} });
}

/** The balance of `code` (null: no call), loaded once per page view and never retried. */
export function useCreditInfo(code: string | null) {
  return useSWR(code ? [GET_CREDIT_INFO_ENDPOINT, code] : null, ([, c]: [string, string]) => getCreditInfo(c), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
