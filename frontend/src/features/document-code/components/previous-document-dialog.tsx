import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { DocumentData } from '@/types/api';
import { PREVIOUS_DOCUMENT_STRINGS as CODE_STRINGS } from '../held-code-strings';

type Props = {
  open: boolean;
  /** The complete form data saved with the code, if any. */
  savedData: Partial<DocumentData> | null;
  /** Credits left on the code: 'Use Existing Document' says what it uses. */
  credits: number;
  /** Whether the code already has a finished document, which downloads again without a credit. */
  hasDocument: boolean;
  clearing: boolean;
  onStartNew: () => void;
  onUseExisting: () => void;
  onDownloadAgain: () => void;
  /** With no saved data: go on to a new document with this code (the form, or generation when it is filled in). */
  onCreateNew: () => void;
  /** Closed without a choice when there is no saved data to clear. */
  onClose: () => void;
};

/**
 * 'Previous Document Found'. With saved data: 'Start New Document' / 'Use Existing Document', and dismissing the
 * dialog equals 'Start New Document' (spec §2). When the code's document already exists, 'Download Again' sits
 * beside them (spec §1: a returning buyer may download again); with no saved data, the other way on is a new
 * document with the same code, and dismissing changes nothing.
 */
export function PreviousDocumentDialog({
  open,
  savedData,
  credits,
  hasDocument,
  clearing,
  onStartNew,
  onUseExisting,
  onDownloadAgain,
  onCreateNew,
  onClose,
}: Props) {
  const choiceMade = useRef(false);
  useEffect(() => {
    if (open) choiceMade.current = false;
  }, [open]);

  const choose = (action: () => void) => {
    choiceMade.current = true;
    action();
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={!clearing}
      onOpenChange={(details) => {
        if (!details.open && !choiceMade.current && !clearing) choose(savedData ? onStartNew : onClose);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{CODE_STRINGS.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {hasDocument && <Text>{CODE_STRINGS.documentReady}</Text>}
                {savedData && <Text>{CODE_STRINGS.dialogBody}</Text>}
                {savedData && (
                  <Text fontSize="sm" color="fg.muted">
                    {savedData.documentType} for {savedData.businessName} ({savedData.stateJurisdiction})
                  </Text>
                )}
                {savedData && credits > 0 && <Text fontSize="sm">{CODE_STRINGS.dialogCost(credits)}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="3">
              {savedData ? (
                <Button variant="outline" disabled={clearing} onClick={() => choose(onStartNew)}>
                  {clearing ? CODE_STRINGS.clearing : CODE_STRINGS.startNew}
                </Button>
              ) : (
                <Button variant="outline" onClick={() => choose(onCreateNew)}>
                  {CODE_STRINGS.createNew}
                </Button>
              )}
              {savedData && (
                <Button
                  colorPalette="blue"
                  variant={hasDocument ? 'outline' : 'solid'}
                  disabled={clearing}
                  onClick={() => choose(onUseExisting)}
                >
                  {CODE_STRINGS.useExisting}
                </Button>
              )}
              {hasDocument && (
                <Button colorPalette="blue" disabled={clearing} onClick={() => choose(onDownloadAgain)}>
                  {CODE_STRINGS.downloadAgain}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={clearing} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
