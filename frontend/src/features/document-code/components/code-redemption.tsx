import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toaster';
import { paths, type DownloadNavigationState } from '@/config/paths';
import { creditsRemainingText, formatDate } from '@/lib/format';
import {
  removeDocumentCode,
  removeGenerationJobId,
  removePendingDocumentCode,
  removePendingDocumentData,
  setDocumentCode,
} from '@/lib/storage';
import { useDocumentData } from '@/stores/document-data';
import type { CodeRecord, DocumentData } from '@/types/api';
import { useClearDocumentData } from '../api/clear-document-data';
import { isSavedDocumentDataComplete } from '../saved-data';
import { CODE_STRINGS } from '../strings';
import { DocumentCodeEntry } from './document-code-entry';

// The dialog's code (focus trap, scroll lock: about 13 KB of gzipped JavaScript) loads when a saved document is
// found, not with the page.
const PreviousDocumentDialog = lazy(() =>
  import('./previous-document-dialog').then((module) => ({ default: module.PreviousDocumentDialog })),
);

type Props = {
  /** Whether the document form on this page is complete (spec §5 required fields). */
  isFormComplete: (data: DocumentData) => boolean;
  /** The code box's heading level (see DocumentCodeEntry). */
  titleAs?: 'h2' | 'h3';
  /** Whether the 'Lost your code?' form starts open (see DocumentCodeEntry). */
  lostCodeOpen?: boolean;
  /**
   * Where a valid code goes on to a new document: the page's form with the code held, whose review step says the
   * credit it will use (issue 24: a credit is never spent from here). `formComplete` says whether the order draft is
   * filled in. Without it: the home page's form (the phone's wizard, or the wide form scrolled to).
   */
  onContinueToForm?: (formComplete: boolean) => void;
};

/**
 * Code redemption (spec §4): validate the code, store it, then (a) offer the saved document when it is complete,
 * (b) else continue to the form with the code held, (c) saying first when the form still needs filling in. When
 * the code's document already exists, the dialog also offers to download it again, free (spec §1). Nothing here
 * spends a credit without saying so: (b) leads to the form's review, and the dialog says what 'Use Existing
 * Document' uses.
 */
export function CodeRedemption({ isFormComplete, titleAs, lostCodeOpen, onContinueToForm }: Props) {
  const navigate = useNavigate();
  const { documentData, setDocumentData, resetDocumentData } = useDocumentData();
  const { trigger: clearData } = useClearDocumentData();
  const [dialog, setDialog] = useState<{
    code: string;
    data: Partial<DocumentData> | null;
    latestJobId: string | null;
    credits: number;
  } | null>(null);
  // Mounted from the first time it opens, so it can also animate closing.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (dialog !== null && !dialogLoaded) setDialogLoaded(true);
  const [clearing, setClearing] = useState(false);

  async function onValid(code: string, record: CodeRecord) {
    const normalized = code.trim().toUpperCase();
    setDocumentCode(normalized);
    // A new redemption starts a new generation rather than resuming an older job.
    removeGenerationJobId();
    showToast(
      CODE_STRINGS.validTitle,
      `You have ${creditsRemainingText(record.creditsRemaining)}. Valid until ${formatDate(record.expiresAt)}.`,
      'success',
    );

    const saved = isSavedDocumentDataComplete(record.documentData) ? record.documentData : null;
    if (saved || record.latestJobId) {
      setDialog({
        code: normalized,
        data: saved,
        latestJobId: record.latestJobId,
        credits: record.creditsRemaining,
      });
      return;
    }
    continueWithForm();
  }

  /** (b) on to the form, where the code is held and the review says what the document uses; (c) asking for it first. */
  function continueWithForm() {
    const complete = isFormComplete(documentData);
    if (!complete) showToast(CODE_STRINGS.needInfoTitle, CODE_STRINGS.needInfoDescription, 'info');
    if (onContinueToForm) onContinueToForm(complete);
    else navigate(paths.home.getHref(), { state: { scrollToForm: true } });
  }

  function useExisting() {
    if (!dialog?.data) return;
    setDocumentData(dialog.data);
    setDialog(null);
    navigate(paths.generate.getHref());
  }

  /** The code's finished document again: no generation, no credit (download-document reads it by its job). */
  function downloadAgain() {
    if (!dialog?.latestJobId) return;
    const state: DownloadNavigationState = { jobId: dialog.latestJobId };
    setDialog(null);
    navigate(paths.download.getHref(), { state });
  }

  function createNew() {
    if (!dialog) return;
    setDialog(null);
    continueWithForm();
  }

  async function startNew() {
    if (!dialog || clearing) return;
    setClearing(true);
    let cleared = true;
    try {
      await clearData(dialog.code);
    } catch (error) {
      cleared = false;
      console.error('Clearing saved document data failed', error);
      showToast(CODE_STRINGS.clearErrorTitle, CODE_STRINGS.clearErrorDescription, 'error');
    }
    resetDocumentData();
    removeDocumentCode();
    removeGenerationJobId();
    removePendingDocumentCode();
    removePendingDocumentData();
    setClearing(false);
    setDialog(null);
    if (cleared) showToast(CODE_STRINGS.clearedTitle, CODE_STRINGS.clearedDescription, 'info');
    navigate(paths.home.getHref(Date.now()), { replace: true });
  }

  return (
    <>
      <DocumentCodeEntry
        onValid={onValid}
        busy={clearing || dialog !== null}
        titleAs={titleAs}
        lostCodeOpen={lostCodeOpen}
      />
      {dialogLoaded && (
        <Suspense fallback={null}>
          <PreviousDocumentDialog
            open={dialog !== null}
            savedData={dialog?.data ?? null}
            credits={dialog?.credits ?? 0}
            hasDocument={Boolean(dialog?.latestJobId)}
            clearing={clearing}
            onStartNew={() => void startNew()}
            onUseExisting={useExisting}
            onDownloadAgain={downloadAgain}
            onCreateNew={createNew}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
}
