import { paths } from '@/config/paths';
import { startEarlyCall } from '@/lib/api-client';
import { getDocumentCode, getGenerationJobId } from '@/lib/storage';
import { validateDocumentCodeCall } from '@/features/document-code/api/validate-document-code';
import { generationStatusCall } from '@/features/generation/api/get-generation-status';
import { generateSampleDocumentCall } from '@/features/sample-document/api/sample-document-call';
import { isSampleDocumentType } from '@/features/sample-document/sample-types';
import type { ValidateDocumentCodeResponse } from '@/types/api';

/** The sample page's address up to its type ('/sample-document/'), from the routes' own pattern. */
const SAMPLE_PAGE_PREFIX = paths.sampleDocument.path.replace(':documentType', '');

/** The sample a /sample-document/:documentType page shows, by its address; null elsewhere or for an unknown type. */
function sampleTypeOfPage(pathname: string) {
  if (!pathname.startsWith(SAMPLE_PAGE_PREFIX)) return null;
  const documentType = pathname.slice(SAMPLE_PAGE_PREFIX.length).replace(/\/$/, '');
  return isSampleDocumentType(documentType) ? documentType : null;
}

/**
 * The calls a page makes before it can draw its content, started by the entry while the app's code downloads
 * (lib/api-client.ts `startEarlyCall`): a sample page's document, the largest thing it paints; /download's job this
 * browser last drafted, or, without one, the code's latest finished document (validate, then that job's status).
 * Otherwise each would wait for the app's code to arrive and run, and the second for the first, and the page would
 * draw its waiting state before its document: on a phone's slow connection that put its first useful paint seconds
 * late (issue 24, Lighthouse). The calls are described by the same functions the page's own calls use, so the page
 * takes these answers.
 */
export function startEarlyRequests(): void {
  const sampleType = sampleTypeOfPage(window.location.pathname);
  if (sampleType) {
    const call = generateSampleDocumentCall(sampleType);
    void startEarlyCall(call.endpoint, call.options);
    return;
  }
  if (window.location.pathname !== paths.download.path) return;
  const code = getDocumentCode();
  if (!code) return;
  const status = (jobId: string) => {
    const call = generationStatusCall(code, jobId);
    void startEarlyCall(call.endpoint, call.options);
  };
  const jobId = getGenerationJobId();
  if (jobId) {
    status(jobId);
    return;
  }
  const validate = validateDocumentCodeCall(code);
  void startEarlyCall(validate.endpoint, validate.options).then((answer) => {
    const validated = answer as ValidateDocumentCodeResponse | null;
    const latest = validated?.isValid ? validated.documentCode.latestJobId : null;
    if (latest) status(latest);
  });
}
