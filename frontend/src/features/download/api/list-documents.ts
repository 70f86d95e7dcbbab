import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export const LIST_DOCUMENTS_ENDPOINT = '/api/list-documents';

/** One finished document of a code (docs/api.md `list-documents`). */
export type ListedDocument = {
  jobId: string;
  version: number;
  parentJobId: string | null;
  title: string;
  businessName: string;
  state: string;
  createdAt: string;
  fileName: string;
  reviewNotes: string[];
};

/** POST /api/list-documents (header code) -> every finished document of the code, newest first. */
export async function listDocuments(code: string): Promise<ListedDocument[]> {
  const answer = await apiRequest<{ documents?: ListedDocument[] }>(LIST_DOCUMENTS_ENDPOINT, { documentCode: code });
  return Array.isArray(answer?.documents) ? answer.documents : [];
}

export function useDocumentList(code: string | null) {
  return useSWR(code ? [LIST_DOCUMENTS_ENDPOINT, code] : null, ([, c]: [string, string]) => listDocuments(c), {
    revalidateOnFocus: false,
  });
}
