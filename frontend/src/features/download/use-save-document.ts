import { useState } from 'react';
import { showToast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { fallbackFileName, versionedFileName } from '@/lib/document-data';
import { getPendingDocumentData } from '@/lib/storage';
import { NARROW_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useDocumentData } from '@/stores/document-data';
import { useDownloadDocument } from './api/download-document';
import { saveBlob } from './save-file';
import { DOWNLOAD_STRINGS as S } from './strings';

/** A redline's name when the server sends none: the document's name with `-redline` (issue 11 R3). */
export function redlineFileName(fileName: string): string {
  return `${fileName.replace(/\.docx$/i, '')}-redline.docx`;
}

/**
 * Downloads a document of `code` as a named Word file on every device (issue 24: a phone too gets the file, not a new
 * tab), with the spec's toasts. `savingJobId` is the job being downloaded (undefined: none; null: the code's
 * latest), `savingRedline` whether that download is its redline, `error` the last failure's message.
 */
export function useSaveDocument(code: string) {
  const { documentData } = useDocumentData();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const { trigger } = useDownloadDocument();
  const [savingJobId, setSavingJobId] = useState<string | null | undefined>(undefined);
  const [savingRedline, setSavingRedline] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /**
   * Downloads the document `jobId` (null: the code's latest), or its redline; `fileName` names it if the server does
   * not, with `version` in it for a revision (docs/api.md: "...-v2.docx", "...-v2-redline.docx").
   */
  async function save(jobId: string | null, options: { redline?: boolean; fileName?: string; version?: number } = {}) {
    if (savingJobId !== undefined) return;
    const redline = options.redline === true;
    setSavingJobId(jobId);
    setSavingRedline(redline);
    setError(null);
    try {
      const { blob, fileName } = await trigger({ code, jobId, redline });
      const plainName = versionedFileName(
        options.fileName ?? fallbackFileName(documentData.documentType ? documentData : getPendingDocumentData()),
        options.version,
      );
      const name = fileName ?? (redline ? redlineFileName(plainName) : plainName);
      saveBlob(blob, name);
      if (isNarrow) showToast(S.mobileSuccessTitle, S.mobileSuccessDescription, 'success');
      else showToast(S.successTitle, S.successDescription, 'success');
    } catch (failure) {
      console.error('Download failed', failure);
      const message =
        isApiError(failure) && failure.code === 'no_document' && !failure.fromServer
          ? S.noDocument
          : errorMessage(failure, S.errorDefault);
      setError(message);
      showToast(S.errorToastTitle, message, 'error');
    }
    setSavingJobId(undefined);
    setSavingRedline(false);
  }

  return { save, savingJobId, savingRedline, error, isNarrow };
}
