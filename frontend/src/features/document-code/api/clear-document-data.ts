import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';

export const CLEAR_DOCUMENT_DATA_ENDPOINT = '/api/clear-document-data';

/** POST /api/clear-document-data (header code) -> {success: true}: sets the saved data to null. */
export function clearDocumentData(code: string): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>(CLEAR_DOCUMENT_DATA_ENDPOINT, { documentCode: code, body: {} });
}

export function useClearDocumentData() {
  return useSWRMutation(CLEAR_DOCUMENT_DATA_ENDPOINT, (_key: string, { arg }: { arg: string }) =>
    clearDocumentData(arg),
  );
}
