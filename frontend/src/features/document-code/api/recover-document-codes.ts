import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';

export const RECOVER_DOCUMENT_CODES_ENDPOINT = '/api/recover-document-codes';

/**
 * POST /api/recover-document-codes `{email}` -> `{requested: true}`: every active code bought with the address is
 * emailed to it. The answer is the same whether or not the address bought anything; a 400 carries `fields.email`, a
 * 429 `Retry-After`.
 */
export async function recoverDocumentCodes(email: string): Promise<void> {
  await apiRequest<{ requested?: boolean }>(RECOVER_DOCUMENT_CODES_ENDPOINT, { body: { email } });
}

export function useRecoverDocumentCodes() {
  return useSWRMutation(RECOVER_DOCUMENT_CODES_ENDPOINT, (_key: string, { arg }: { arg: string }) =>
    recoverDocumentCodes(arg),
  );
}
