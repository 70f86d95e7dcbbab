import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { DocumentData } from '@/types/api';
import { CODE_STRINGS } from '../strings';

type Props = {
  open: boolean;
  savedData: Partial<DocumentData> | null;
  clearing: boolean;
  onStartNew: () => void;
  onUseExisting: () => void;
};

/** 'Previous Document Found'. Dismissing the dialog equals 'Start New Document' (spec §2). */
export function PreviousDocumentDialog({ open, savedData, clearing, onStartNew, onUseExisting }: Props) {
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
        if (!details.open && !choiceMade.current && !clearing) choose(onStartNew);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{CODE_STRINGS.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{CODE_STRINGS.dialogBody}</Text>
                {savedData && (
                  <Text fontSize="sm" color="fg.muted">
                    {savedData.documentType} for {savedData.businessName} ({savedData.stateJurisdiction})
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={clearing} onClick={() => choose(onStartNew)}>
                {clearing ? CODE_STRINGS.clearing : CODE_STRINGS.startNew}
              </Button>
              <Button colorPalette="blue" disabled={clearing} onClick={() => choose(onUseExisting)}>
                {CODE_STRINGS.useExisting}
              </Button>
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
