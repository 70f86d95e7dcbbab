import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody, DocumentData } from '@/types/api';

export const REVISE_DOCUMENT_ENDPOINT = '/api/revise-document';
/** Starting a revision only records the job, as starting a generation does: given up after this with a clear message. */
export const REVISE_TIMEOUT_MS = 30_000;
/** The longest 'what should change' the server takes, in characters (issue 11 R1). */
export const MAX_CHANGES_LENGTH = 2000;

/** The document to revise, what to change in plain words, and the whole form with the buyer's field changes. */
export type ReviseDocumentRequest = Omit<ApiRequestBody<'/api/revise-document'>, 'documentData'> & {
  documentData?: DocumentData | null;
};

export type ReviseDocumentResponse = ApiAnswer<'/api/revise-document', 202>;

/**
 * POST /api/revise-document (header code, {jobId, changes, documentData?}) -> 202 {jobId, status, version}: one
 * credit spent, a job that runs like a generation's and makes version N+1. Refusals spend nothing: 400
 * `invalid_revision` / `revision_not_understood` / `instructions_conflict` (with `fields.changes`), 402 `no_credits`,
 * 404 `job_not_found`, 401, 403, 429.
 */
export function reviseDocument(code: string, request: ReviseDocumentRequest): Promise<ReviseDocumentResponse> {
  const body: ReviseDocumentRequest = { jobId: request.jobId, changes: request.changes };
  if (request.documentData) body.documentData = request.documentData;
  return apiRequest<ReviseDocumentResponse>(REVISE_DOCUMENT_ENDPOINT, {
    documentCode: code,
    body,
    timeoutMs: REVISE_TIMEOUT_MS,
  });
}

export function useReviseDocument() {
  return useSWRMutation(
    REVISE_DOCUMENT_ENDPOINT,
    (_key: string, { arg }: { arg: { code: string; request: ReviseDocumentRequest } }) =>
      reviseDocument(arg.code, arg.request),
  );
}
