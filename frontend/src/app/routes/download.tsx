import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getDocumentCode, getGenerationJobId } from '@/lib/storage';
import { clearDocumentData } from '@/features/document-code/api/clear-document-data';
import { DocumentDownload } from '@/features/download/components/document-download';
import { useGenerationStatus } from '@/features/generation/api/get-generation-status';

/**
 * /download: the finished document of the stored code's job. Composes the download screen with the job's review
 * notes (generation) and clears the form data kept with the code (document-code).
 */
export function DownloadRoute() {
  const [code] = useState(() => getDocumentCode());
  const [jobId] = useState(() => getGenerationJobId());
  const { data: status } = useGenerationStatus(code, jobId);
  const cleared = useRef(false);

  // Once the document exists, the form data stored with the code is no longer needed (design §4.9).
  useEffect(() => {
    if (!code || cleared.current) return;
    cleared.current = true;
    clearDocumentData(code).catch((error) => console.error('Clearing document data failed', error));
  }, [code]);

  if (!code) return <Navigate to={paths.home.getHref()} replace />;
  return <DocumentDownload code={code} jobId={jobId} reviewNotes={status?.reviewNotes ?? []} />;
}
