import { Button, CloseButton, DataList, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { OTHER_DOCUMENT_TYPE } from '@/lib/document-data';
import type { DocumentData } from '@/types/api';
import type { HeldCode } from '../hooks/use-held-code';
import { HELD_CODE_SCREEN_STRINGS as S } from '../held-code-strings';

type Props = {
  open: boolean;
  heldCode: HeldCode;
  /** The order about to be drafted (the form's data, complete). */
  order: DocumentData;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The review before a held code's credit is spent from the wide home form (issue 24: nothing spends a credit without
 * a review step that says so): the order, what it uses ('1 credit of your 5'), and the choice to go on or go back.
 * The phone wizard and /nda have a review step of their own, which says the same.
 */
export function HeldCodeReview({ open, heldCode, order, busy, onConfirm, onCancel }: Props) {
  const custom = order.documentType === OTHER_DOCUMENT_TYPE ? order.customDocument?.specificDocumentType : '';
  const rows: [string, string][] = [
    [S.reviewDocument, custom || order.documentType],
    [S.reviewBusiness, order.businessName.trim()],
    [S.reviewState, order.stateJurisdiction],
  ];
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="held-code-review">
            <Dialog.Header>
              <Dialog.Title>{S.reviewTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <DataList.Root orientation="horizontal" size="sm">
                  {rows.map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.ItemLabel>{label}</DataList.ItemLabel>
                      <DataList.ItemValue fontWeight="medium" overflowWrap="anywhere">
                        {value}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                <Text>{S.reviewBody(heldCode.creditsRemaining, heldCode.code)}</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="3">
              <Button variant="outline" disabled={busy} onClick={onCancel}>
                {S.reviewCancel}
              </Button>
              <Button colorPalette="blue" loading={busy} onClick={onConfirm}>
                {S.reviewConfirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
