import useSWR, { type SWRConfiguration } from 'swr';
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

/** Why a page shows a code's balance, which decides how fresh it must be. */
export type CreditInfoUse =
  /**
   * Offering a code this browser holds (home, /nda): a balance already loaded in this visit is good enough, so it
   * is asked at most once per page view (not again on reconnect). A refusal is an expected answer for a stale
   * held code, not an error to log.
   */
  | 'offer-held-code'
  /**
   * Showing what is left after a credit was spent (download): a balance cached earlier in the visit is out of
   * date, so it is asked again on mount (the cached one shows meanwhile) and on reconnect; a failure is logged.
   */
  | 'after-spending';

const SWR_OPTIONS_BY_USE: Record<CreditInfoUse, SWRConfiguration<CreditInfo, Error>> = {
  'offer-held-code': { revalidateIfStale: false, revalidateOnReconnect: false },
  'after-spending': {
    revalidateIfStale: true,
    revalidateOnReconnect: true,
    onError: (error) => console.error('Loading credit info failed', error),
  },
};

/** The balance of `code` (null: no call), never retried nor asked again on window focus; see CreditInfoUse. */
export function useCreditInfo(code: string | null, use: CreditInfoUse) {
  return useSWR(code ? [GET_CREDIT_INFO_ENDPOINT, code] : null, ([, c]: [string, string]) => getCreditInfo(c), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...SWR_OPTIONS_BY_USE[use],
  });
}
