import useSWRMutation from 'swr/mutation';
import { apiRequestBlob } from '@/lib/api-client';

export const DOWNLOAD_DOCUMENT_ENDPOINT = '/api/download-document';
/** A .docx is a few dozen kilobytes; a slow phone connection still gets a minute before the call is given up. */
export const DOWNLOAD_TIMEOUT_MS = 60_000;

export type DownloadedDocument = { blob: Blob; fileName: string | null };

/** The file name of a Content-Disposition header (RFC 6266 filename* preferred). */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      const decoded = decodeURIComponent(encoded).trim();
      if (decoded) return decoded;
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]).trim();
  return name || null;
}

/**
 * POST /api/download-document (header code, {jobId?, redline?}) -> the .docx. Without a jobId the server
 * sends the latest finished document of the code; with `redline` the revision's tracked changes against its parent
 * (issue 11 R3). 404 no_document (also: a redline of a version 1).
 */
export async function downloadDocument(
  code: string,
  jobId?: string | null,
  redline = false,
): Promise<DownloadedDocument> {
  const body: { jobId?: string; redline?: true } = jobId ? { jobId } : {};
  if (redline) body.redline = true;
  const { blob, headers } = await apiRequestBlob(DOWNLOAD_DOCUMENT_ENDPOINT, {
    documentCode: code,
    body,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  return { blob, fileName: fileNameFromContentDisposition(headers.get('Content-Disposition')) };
}

export function useDownloadDocument() {
  return useSWRMutation(
    DOWNLOAD_DOCUMENT_ENDPOINT,
    (_key: string, { arg }: { arg: { code: string; jobId?: string | null; redline?: boolean } }) =>
      downloadDocument(arg.code, arg.jobId, arg.redline),
  );
}
