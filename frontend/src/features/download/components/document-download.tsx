import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { errorMessage, isApiError } from '@/lib/api-client';
import { fallbackFileName } from '@/lib/document-data';
import { creditsRemainingText, formatDate } from '@/lib/format';
import { useCreditInfo } from '@/lib/get-credit-info';
import {
  getPendingDocumentData,
  removeDocumentCode,
  removeGenerationJobId,
  removePendingDocumentCode,
  removePendingDocumentData,
} from '@/lib/storage';
import { NARROW_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useDocumentData } from '@/stores/document-data';
import { useDownloadDocument } from '../api/download-document';
import { closePendingTab, openPendingTab, saveBlob } from '../save-file';
import { DOWNLOAD_STRINGS as S } from '../strings';

function CreditsAlert({ code }: { code: string }) {
  const { data } = useCreditInfo(code, 'after-spending');
  if (!data) return null;
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="credits-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{creditsRemainingText(data.creditsRemaining)}</Alert.Title>
        <Alert.Description>
          {S.validUntil} {formatDate(data.expiresAt)}. {S.creditsNote}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The review notes kept with the finished document (design §5): what was adapted and what to have checked. */
function ReviewNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="review-notes-title" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" id="review-notes-title" size="md">
        {S.reviewTitle}
      </Heading>
      <Text mt="1" fontSize="sm" color="fg.muted">
        {S.reviewIntro}
      </Text>
      <Box as="ul" mt="3" ps="5" listStyleType="disc">
        {notes.map((note) => (
          <Box as="li" key={note} mb="2" fontSize="sm">
            {note}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The post-generation download screen (spec §2, §4, §8) for the document of `code`'s job `jobId`
 * (null: the code's latest). `reviewNotes` are the notes that came with the finished document; `footer` is what the
 * route puts last on the screen (the review form, from its own feature).
 */
export function DocumentDownload({
  code,
  jobId,
  reviewNotes,
  footer,
}: {
  code: string;
  jobId: string | null;
  reviewNotes: readonly string[];
  footer?: ReactNode;
}) {
  const navigate = useNavigate();
  const { documentData, resetDocumentData } = useDocumentData();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const { trigger, isMutating } = useDownloadDocument();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download() {
    if (isMutating) return;
    setDownloadError(null);
    // Phones: the tab opens now, at the click; a tab opened after the file arrives would be blocked as a pop-up.
    const tab = isNarrow ? openPendingTab() : null;
    try {
      const { blob, fileName } = await trigger({ code, jobId });
      const name =
        fileName ??
        fallbackFileName(documentData.documentType ? documentData : getPendingDocumentData());
      saveBlob(blob, name, tab);
      if (isNarrow) showToast(S.mobileSuccessTitle, S.mobileSuccessDescription, 'success');
      else showToast(S.successTitle, S.successDescription, 'success');
    } catch (error) {
      closePendingTab(tab);
      console.error('Download failed', error);
      const message =
        isApiError(error) && error.code === 'no_document' && !error.fromServer
          ? S.noDocument
          : errorMessage(error, S.errorDefault);
      setDownloadError(message);
      showToast(S.errorToastTitle, message, 'error');
    }
  }

  function generateAnother() {
    removeDocumentCode();
    removeGenerationJobId();
    removePendingDocumentCode();
    removePendingDocumentData();
    resetDocumentData();
    navigate(paths.home.getHref());
  }

  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Box textAlign="center">
          <Heading as="h1" size="2xl" color="green.600">
            {S.headline}
          </Heading>
          <Text mt="2" fontSize="lg">
            {S.intro}
          </Text>
        </Box>

        <CreditsAlert code={code} />

        {isNarrow && (
          <Alert.Root status="warning" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Description>{S.mobileNotice}</Alert.Description>
          </Alert.Root>
        )}

        <Alert.Root status="neutral" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{S.instructionsTitle}</Alert.Title>
            <Alert.Description>{S.instructions}</Alert.Description>
          </Alert.Content>
        </Alert.Root>

        {downloadError && (
          <Alert.Root status="error" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{S.errorAlertTitle}</Alert.Title>
              <Alert.Description>{downloadError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <Button colorPalette="blue" size="lg" onClick={() => void download()} disabled={isMutating}>
          {isMutating ? S.creating : isNarrow ? S.view : S.download}
        </Button>

        <Text fontSize="sm" color="fg.muted">
          <strong>Disclaimer:</strong> {site.brandName} is not a law firm and does not provide legal
          advice. This document is for informational purposes only and should be reviewed by a
          qualified attorney before use.
        </Text>

        <ReviewNotes notes={reviewNotes} />

        <Button variant="outline" onClick={generateAnother}>
          {S.another}
        </Button>

        {footer}
      </Stack>
    </Container>
  );
}
