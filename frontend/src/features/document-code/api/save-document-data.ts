import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';
import type { DocumentData } from '@/types/api';

export const SAVE_DOCUMENT_DATA_ENDPOINT = '/api/save-document-data';

/** POST /api/save-document-data (header code, {documentData}) -> {saved: true}. */
export function saveDocumentData(code: string, documentData: DocumentData): Promise<{ saved: boolean }> {
  return apiRequest<{ saved: boolean }>(SAVE_DOCUMENT_DATA_ENDPOINT, {
    documentCode: code,
    body: { documentData },
  });
}

export function useSaveDocumentData() {
  return useSWRMutation(
    SAVE_DOCUMENT_DATA_ENDPOINT,
    (_key: string, { arg }: { arg: { code: string; documentData: DocumentData } }) =>
      saveDocumentData(arg.code, arg.documentData),
  );
}
