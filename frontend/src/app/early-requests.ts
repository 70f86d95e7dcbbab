import { paths } from '@/config/paths';
import { startEarlyCall } from '@/lib/api-client';
import { getDocumentCode, getGenerationJobId } from '@/lib/storage';
import { validateDocumentCodeCall } from '@/features/document-code/api/validate-document-code';
import { generationStatusCall } from '@/features/generation/api/get-generation-status';
import type { ValidateDocumentCodeResponse } from '@/types/api';

/**
 * The calls /download makes before it can draw its document, started by the entry while the app's code downloads
 * (lib/api-client.ts `startEarlyCall`): the job this browser last drafted, or, without one, the code's latest finished
 * document (validate, then that job's status). Otherwise each would wait for the app's code to arrive and run, and the
 * second for the first, and the page would draw 'checking' before its document: on a phone's slow connection that put
 * its first useful paint seconds late (issue 24, Lighthouse). The calls are described by the same functions the page's
 * own calls use, so the page takes these answers.
 */
export function startEarlyRequests(): void {
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
