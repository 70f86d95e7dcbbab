import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ListedDocument } from '@/types/api';

export const LIST_DOCUMENTS_ENDPOINT = '/api/list-documents';

/** POST /api/list-documents (header code) -> every finished document of the code, newest first. */
export async function listDocuments(code: string): Promise<ListedDocument[]> {
  const answer = await apiRequest<{ documents?: ListedDocument[] }>(LIST_DOCUMENTS_ENDPOINT, { documentCode: code });
  const documents = Array.isArray(answer?.documents) ? answer.documents : [];
  // A server from before revisions sends neither field: no redline, no changes.
  return documents.map((document) => ({
    ...document,
    hasRedline: document.hasRedline === true,
    changes: Array.isArray(document.changes) ? document.changes : [],
  }));
}

export function useDocumentList(code: string | null) {
  return useSWR(code ? [LIST_DOCUMENTS_ENDPOINT, code] : null, ([, c]: [string, string]) => listDocuments(c), {
    revalidateOnFocus: false,
  });
}
