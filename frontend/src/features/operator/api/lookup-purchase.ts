import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/types/api';
import type { Purchase } from './types';

export const LOOKUP_PURCHASE_ENDPOINT = '/api/admin-lookup-purchase';

/** A lookup by code, or by the checkout email when the text holds an `@`. */
export function lookupQuery(text: string): { code: string } | { email: string } {
  const trimmed = text.trim();
  return trimmed.includes('@') ? { email: trimmed } : { code: trimmed };
}

/** POST /api/admin-lookup-purchase `{code}` or `{email}` -> the purchases found, newest first (404 when none). */
export async function lookupPurchase(adminToken: string, text: string): Promise<Purchase[]> {
  const answer = await apiRequest<ApiAnswer<'/api/admin-lookup-purchase'>>(LOOKUP_PURCHASE_ENDPOINT, {
    adminToken,
    body: lookupQuery(text),
  });
  return answer.purchases;
}
