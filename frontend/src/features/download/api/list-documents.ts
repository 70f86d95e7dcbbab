import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { DocumentData, SectionChanges } from '@/types/api';

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
  /** Whether a redline (tracked changes against its parent) downloads for it: a revision's. */
  hasRedline: boolean;
  /** What it changed from its parent, by section (empty for a version 1). */
  changes: SectionChanges[];
  /** The form data it was made from, where a revision's field changes start (absent from an older server). */
  documentData?: DocumentData;
};

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
