import { Alert, Badge, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AfterFirstDraw } from '@/components/layout/after-first-draw';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { creditsRemainingText, formatDate } from '@/lib/format';
import { useCreditInfo } from '@/lib/get-credit-info';
import { removeGenerationJobId, removePendingDocumentCode, removePendingDocumentData } from '@/lib/storage';
import { useDocumentData } from '@/stores/document-data';
import type { GenerationStatus } from '@/types/api';
import { DOWNLOAD_STRINGS as S, REVISION_STRINGS as R } from '../strings';
import { useSaveDocument } from '../use-save-document';
import { ChangesSummary } from './changes-summary';
import { YourDocuments, type DocumentActions } from './your-documents';

/** What the download page shows of the job's version (issue 11 R2): its number, and for a revision its changes. */
export type DocumentVersion = Pick<GenerationStatus, 'version' | 'parentJobId' | 'hasRedline' | 'changes'> & {
  fileName?: string | null;
};

/**
 * The longest balance line the alert can show: its room is kept for it at every width, so the line the server's answer
 * brings (or the loading and failed ones) never changes the alert's height and nothing under it moves (issue 24).
 */
const LONGEST_CREDITS = {
  title: creditsRemainingText(99),
  description: `${S.validUntil} September 30, 2026. ${S.creditsNote}`,
};

function CreditsAlert({ code }: { code: string }) {
  const { data, error } = useCreditInfo(code, 'after-spending');
  const failed = !data && error !== undefined;
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="credits-alert" aria-busy={!data && !failed}>
      <Alert.Indicator />
      {/* One grid cell holds both the longest line (hidden, for its height) and the real one. The longest line is drawn
          from an attribute, so it is no text of the page: no search, copy or screen reader finds it. */}
      <Alert.Content display="grid">
        <Box gridArea="1 / 1" visibility="hidden" aria-hidden="true" data-testid="credits-alert-room">
          <Alert.Title data-room={LONGEST_CREDITS.title} _before={{ content: 'attr(data-room)' }} />
          <Alert.Description data-room={LONGEST_CREDITS.description} _before={{ content: 'attr(data-room)' }} />
        </Box>
        {data && (
          <Box gridArea="1 / 1">
            <Alert.Title>{creditsRemainingText(data.creditsRemaining)}</Alert.Title>
            <Alert.Description>
              {S.validUntil} {formatDate(data.expiresAt)}. {S.creditsNote}
            </Alert.Description>
          </Box>
        )}
        {!data && (
          <Box gridArea="1 / 1">
            <Alert.Description>{failed ? S.creditsUnavailable : S.creditsLoading}</Alert.Description>
          </Box>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The code the document belongs to (issue 24), with what the route puts beside it ('Sign out of this code'). */
function HeldCode({ code, actions }: { code: string; actions?: ReactNode }) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', sm: 'center' }}
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {S.codeLabel}
        </Text>
        <Text
          data-testid="download-document-code"
          fontFamily="mono"
          fontSize="xl"
          fontWeight="bold"
          letterSpacing="widest"
          userSelect="all"
        >
          {code}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {S.codeNote}
        </Text>
      </Box>
      {actions}
    </Stack>
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
 * (null: the code's latest). `reviewNotes` are the notes that came with the finished document; `version` its version
 * and, for a revision, what changed and its redline (issue 11); `documentActions` what the route adds to each listed
 * document (revising it, from its own feature); `footer` is what the route puts last on the screen (the review form);
 * `codeActions` what it puts beside the code ('Sign out of this code').
 *
 * The code stays with the browser (issue 24): 'Generate Another Document' starts a new order with it, on the home
 * page's form, where it costs a credit and not a new payment.
 */
export function DocumentDownload({
  code,
  jobId,
  reviewNotes,
  version,
  documentActions,
  footer,
  codeActions,
}: {
  code: string;
  jobId: string | null;
  reviewNotes: readonly string[];
  version?: DocumentVersion | null;
  documentActions?: DocumentActions;
  footer?: ReactNode;
  codeActions?: ReactNode;
}) {
  const navigate = useNavigate();
  const { resetDocumentData } = useDocumentData();
  const { save, savingJobId, savingRedline, error: downloadError, isNarrow } = useSaveDocument(code);
  const isMutating = savingJobId === jobId && !savingRedline;
  const isRevision = version !== null && version !== undefined && version.version > 1;
  // The server names each file; without a name, a revision's still carries its version.
  const fileName = version?.fileName || undefined;
  const saveRedline = (redlineJobId: string) =>
    void save(redlineJobId, { redline: true, fileName, version: version?.version });

  function generateAnother() {
    // A new order with the same code: its form opens (the phone's wizard), with the code held.
    removeGenerationJobId();
    removePendingDocumentCode();
    removePendingDocumentData();
    resetDocumentData();
    navigate(paths.home.getHref(), { state: { scrollToForm: true } });
  }

  return (
    // A screen's height at least, as every state of /download (download-unavailable.tsx): the footer never moves in view.
    <Container maxW="2xl" py={{ base: '10', md: '16' }} minH="100vh">
      <Stack gap="6">
        <Box textAlign="center">
          <Heading as="h1" size="2xl" color="green.600">
            {isRevision ? R.headline : S.headline}
          </Heading>
          <Text mt="2" fontSize="lg">
            {isRevision ? R.intro : S.intro}
          </Text>
          {version && (
            <Badge mt="3" colorPalette={isRevision ? 'blue' : 'gray'} size="lg" data-testid="document-version">
              {R.version(version.version)}
            </Badge>
          )}
          {isRevision && (
            <Text mt="2" fontSize="sm" color="fg.muted">
              {R.revisionIntro(version.version)}
            </Text>
          )}
        </Box>

        <CreditsAlert code={code} />

        {isNarrow && (
          <Alert.Root status="info" borderRadius="lg" data-testid="mobile-download-notice">
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

        {/* Toasts never cover it (components/ui/toast-keep-clear.ts). */}
        <Button
          colorPalette="blue"
          size="lg"
          onClick={() => void save(jobId, { fileName, version: version?.version })}
          disabled={savingJobId !== undefined}
          data-toast-keep-clear=""
        >
          {isMutating ? S.creating : S.download}
        </Button>

        {isRevision && version.hasRedline && jobId && (
          <Button
            colorPalette="blue"
            variant="outline"
            size="lg"
            whiteSpace="normal"
            h="auto"
            minH="11"
            py="2"
            onClick={() => saveRedline(jobId)}
            disabled={savingJobId !== undefined}
          >
            {savingJobId === jobId && savingRedline ? R.redlineDownloading : R.redline}
          </Button>
        )}

        {/* Below the Download button (below the fold on a phone): drawn just after the part above, in slices, so the
            first paint waits for no long task; nothing above it moves. */}
        <AfterFirstDraw>
          <HeldCode code={code} actions={codeActions} />

          <Text fontSize="sm" color="fg.muted">
            <strong>Disclaimer:</strong> {site.brandName} is not a law firm and does not provide legal
            advice. This document is for informational purposes only and should be reviewed by a
            qualified attorney before use.
          </Text>

          {isRevision && <ChangesSummary version={version.version} changes={version.changes} />}

          <ReviewNotes notes={reviewNotes} />

          <YourDocuments
            code={code}
            currentJobId={jobId}
            save={save}
            savingJobId={savingJobId}
            savingRedline={savingRedline}
            actions={documentActions}
          />

          <Button variant="outline" onClick={generateAnother}>
            {S.another}
          </Button>

          {footer}
        </AfterFirstDraw>
      </Stack>
    </Container>
  );
}
