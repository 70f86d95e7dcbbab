import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { paths, type DownloadNavigationState } from '@/config/paths';
import { arrivedEarly, isApiError } from '@/lib/api-client';
import { afterNextPaint } from '@/lib/prerendered-shell';
import { getDocumentCode, getGenerationJobId } from '@/lib/storage';
import { clearDocumentData } from '@/features/document-code/api/clear-document-data';
import { validateDocumentCode, validateDocumentCodeCall } from '@/features/document-code/api/validate-document-code';
import { SignOutOfCodeButton } from '@/features/document-code/components/held-code-banner';
import { DocumentDownload } from '@/features/download/components/document-download';
import { DownloadUnavailable, type Unavailable } from '@/features/download/components/download-unavailable';
import { UNAVAILABLE_STRINGS } from '@/features/download/strings';
import { isFinished } from '@/features/generation/api/get-generation-status';
import { useGenerationStatus } from '@/features/generation/hooks/use-generation-status';
import { renderPlanSummary } from '@/features/document-plan/components/lazy-plan-summary';
import { useDocumentData } from '@/stores/document-data';
import type { ValidateDocumentCodeResponse } from '@/types/api';

// Below the fold (drawn after the rest: download-document.tsx), so their code loads after the document's first view.
const ReviseDocument = lazy(() =>
  import('@/features/revision/components/revise-document').then((module) => ({ default: module.ReviseDocument })),
);
const ReviewForm = lazy(() =>
  import('@/features/reviews/components/review-form').then((module) => ({ default: module.ReviewForm })),
);

/**
 * /download: the finished document of the stored code. It offers the job this visit generated (or the one a returning
 * buyer chose, in the navigation state); without one, or when that job failed or is gone, it asks the server for the
 * code's latest finished document. 'Payment Verified - Document Ready' shows only when a document really exists;
 * otherwise the page says so and offers the way on. Composes the download screen with the job's review notes
 * (generation), the code check and the clearing of the code's kept form data (document-code), 'Revise this document'
 * under each listed document (revision) with the revised order's plan (document-plan), and ends with the review form
 * (reviews). A revision's version, changes and redline come with its status (issue 11 R2).
 */
export function DownloadRoute() {
  const location = useLocation();
  const { documentData } = useDocumentData();
  const [code] = useState(() => getDocumentCode());
  const [jobId] = useState(() => (location.state as DownloadNavigationState)?.jobId ?? getGenerationJobId());

  const kept = useGenerationStatus(code, jobId);
  const keptReady = kept.data?.status === 'succeeded';
  const keptRunning = kept.data !== undefined && !isFinished(kept.data);
  const keptUnusable =
    !jobId || kept.data?.status === 'failed' || (kept.data === undefined && kept.error !== undefined);

  // The code's latest finished document (the validate answer's latestJobId): read only when the kept job is no use.
  const validateCall = code && keptUnusable ? validateDocumentCodeCall(code) : null;
  const latest = useSWR(
    validateCall ? ['download-latest-document', code] : null,
    ([, c]: [string, string]) => validateDocumentCode(c),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      // Asked for by the entry while the app's code downloaded (app/early-requests.ts): drawn at once when here.
      fallbackData: validateCall
        ? arrivedEarly<ValidateDocumentCodeResponse>(validateCall.endpoint, validateCall.options)
        : undefined,
    },
  );
  const latestJobId = latest.data?.isValid ? latest.data.documentCode.latestJobId : null;
  const latestStatus = useGenerationStatus(code, latestJobId);

  const readyJobId = keptReady ? jobId : latestJobId;
  const readyStatus = keptReady ? kept.data : latestStatus.data;
  const reviewNotes = readyStatus?.reviewNotes ?? [];
  const version = readyStatus
    ? {
        version: readyStatus.version ?? 1,
        parentJobId: readyStatus.parentJobId ?? null,
        hasRedline: readyStatus.hasRedline === true,
        changes: Array.isArray(readyStatus.changes) ? readyStatus.changes : [],
        fileName: readyStatus.fileName,
      }
    : null;
  // The page is drawn once the document's status is here (its version, revision and notes sit above the Download
  // button: arriving later, they would push it down); a status that cannot be read draws it without them.
  const ready = readyJobId !== null && (readyStatus !== undefined || (!keptReady && latestStatus.error !== undefined));

  // Once the document exists, the form data stored with the code is no longer needed (spec §4, design §4.9).
  const cleared = useRef(false);
  useEffect(() => {
    if (!code || !ready || cleared.current) return;
    cleared.current = true;
    // After the page has painted: housekeeping never competes with the first view of the document.
    void afterNextPaint().then(() =>
      clearDocumentData(code).catch((error) => console.error('Clearing document data failed', error)),
    );
  }, [code, ready]);

  if (!code) return <Navigate to={paths.home.getHref()} replace />;
  if (ready) {
    const reviewForm = (
      <Suspense fallback={null}>
        <ReviewForm code={code} documentType={documentData.documentType} />
      </Suspense>
    );
    return (
      <DocumentDownload
        code={code}
        jobId={readyJobId}
        reviewNotes={reviewNotes}
        version={version}
        documentActions={(document, headingId) => (
          <Suspense fallback={null}>
            <ReviseDocument code={code} document={document} describedBy={headingId} renderPlan={renderPlanSummary} />
          </Suspense>
        )}
        footer={reviewForm}
        codeActions={<SignOutOfCodeButton />}
      />
    );
  }

  let state: Unavailable;
  if (keptRunning) state = { kind: 'generating' };
  // The document exists; its status is on its way.
  else if (readyJobId !== null) state = { kind: 'checking' };
  else if (!keptUnusable || (latest.data === undefined && latest.error === undefined)) state = { kind: 'checking' };
  else if (latest.error !== undefined) {
    if (isApiError(latest.error) && latest.error.status === 429) {
      state = { kind: 'invalid', message: latest.error.message };
    } else {
      state = { kind: 'error', onRetry: () => void latest.mutate() };
    }
  } else if (latest.data && !latest.data.isValid) {
    state = { kind: 'invalid', message: latest.data.error ?? UNAVAILABLE_STRINGS.invalidDefault };
  } else state = { kind: 'none' };
  return <DownloadUnavailable state={state} actions={<SignOutOfCodeButton />} />;
}
