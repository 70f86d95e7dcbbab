import { Badge, Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSampleDocument } from '../api/generate-sample-document';
import type { SampleDocumentType } from '../sample-types';
import { SAMPLE_DIALOG_STRINGS, SAMPLE_STRINGS } from '../strings';
import { SampleContent, sampleLoadFailure } from './sample-content';

type Props = {
  documentType: SampleDocumentType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The full sample of one type in a dialog, e.g. 'Complete Sample NDA - Preview Only' on /nda (spec §2). The text is
 * loaded (generate-sample-document) when the dialog first opens and kept for the page view; it reads as on the
 * sample page, under the 'SAMPLE - NOT FOR USE' watermark. The dialog keeps focus inside while open, closes with
 * Escape, the close buttons or a click outside, and gives focus back to the button that opened it.
 */
export function SampleDialog({ documentType, open, onOpenChange }: Props) {
  // Asked for on first opening, then kept: closing (and its fade-out) never falls back to the spinner.
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  const { data: document, error, mutate } = useSampleDocument(requested ? documentType : null);
  const title = SAMPLE_DIALOG_STRINGS.title(documentType);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ mdDown: 'full', md: 'xl' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <HStack gap="3" flexWrap="wrap">
                <Dialog.Title fontSize={{ base: 'lg', md: 'xl' }}>{title}</Dialog.Title>
                <Badge colorPalette="orange" variant="solid">
                  {SAMPLE_STRINGS.sampleOnly}
                </Badge>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <SampleContent
                layout="dialog"
                title={title}
                document={document}
                failure={error ? sampleLoadFailure(error) : null}
                onRetry={() => void mutate()}
              />
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between" gap="4" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
              <Text fontSize="xs" color="fg.muted">
                {SAMPLE_STRINGS.disclaimer}
              </Text>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" flexShrink="0">
                  {SAMPLE_DIALOG_STRINGS.close}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={SAMPLE_DIALOG_STRINGS.closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
