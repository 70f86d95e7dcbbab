import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDate, formatTime } from '@/lib/format';
import type { ListedDocument } from '@/types/api';
import { useDocumentList } from '../api/list-documents';
import { LIST_STRINGS as S, REVISION_STRINGS as R } from '../strings';
import { ChangesList } from './changes-summary';

/**
 * What the route adds under each listed document (revising it, from another feature): given the document and the id
 * of the element that names it (for aria-describedby).
 */
export type DocumentActions = (document: ListedDocument, headingId: string) => ReactNode;

type Save = (
  jobId: string | null,
  options?: { redline?: boolean; fileName?: string; version?: number },
) => Promise<void>;

type Props = {
  code: string;
  /** The document this page opened with (null: the code's latest), marked in the list. */
  currentJobId: string | null;
  save: Save;
  /** The job being downloaded: undefined when none. */
  savingJobId: string | null | undefined;
  /** Whether that download is the job's redline. */
  savingRedline?: boolean;
  actions?: DocumentActions;
};

function madeAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? formatDate(iso) : `${formatDate(iso)}, ${formatTime(date)}`;
}

function DocumentEntry({
  document,
  parentVersion,
  isCurrent,
  save,
  savingJobId,
  savingRedline,
  actions,
}: {
  document: ListedDocument;
  /** The version of the document this one revises (null: not a revision, or its parent is not listed). */
  parentVersion: number | null;
  isCurrent: boolean;
} & Pick<Props, 'save' | 'savingJobId' | 'savingRedline' | 'actions'>) {
  const headingId = `document-${document.jobId}`;
  const downloading = savingJobId === document.jobId;
  const busy = savingJobId !== undefined;
  const isRevision = document.parentJobId !== null && document.version > 1;
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" listStyleType="none" minW="0">
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
        <Box minW="0" flex="1">
          <Text id={headingId} fontWeight="semibold" overflowWrap="anywhere">
            {document.title} — {document.businessName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {document.state} · {S.made(madeAt(document.createdAt))}
          </Text>
          <HStack gap="2" mt="1" flexWrap="wrap">
            <Badge colorPalette={isRevision ? 'blue' : 'gray'}>{S.version(document.version)}</Badge>
            {isRevision && (
              <Badge colorPalette="gray" variant="outline">
                {R.revisionOf(parentVersion ?? document.version - 1)}
              </Badge>
            )}
            {isCurrent && <Badge colorPalette="green">{S.current}</Badge>}
          </HStack>
        </Box>
        <Stack gap="2" align="stretch" w={{ base: 'full', sm: 'auto' }}>
          <Button
            size="sm"
            variant="outline"
            colorPalette="blue"
            aria-describedby={headingId}
            disabled={busy}
            onClick={() => void save(document.jobId, { fileName: document.fileName, version: document.version })}
          >
            {downloading && !savingRedline ? S.downloading : S.download}
          </Button>
          {document.hasRedline && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="blue"
              aria-describedby={headingId}
              disabled={busy}
              whiteSpace="normal"
              h="auto"
              minH="8"
              py="1"
              onClick={() =>
                void save(document.jobId, { redline: true, fileName: document.fileName, version: document.version })
              }
            >
              {downloading && savingRedline ? R.redlineDownloading : R.redline}
            </Button>
          )}
        </Stack>
      </HStack>
      {isRevision && document.changes.length > 0 && (
        <Box as="details" mt="2" fontSize="sm">
          <Box as="summary" cursor="pointer" color="blue.700">
            {R.changesCount(document.changes.length)}
          </Box>
          <Box mt="2">
            <ChangesList changes={document.changes} />
          </Box>
        </Box>
      )}
      {document.reviewNotes.length > 0 && (
        <Box as="details" mt="2" fontSize="sm">
          <Box as="summary" cursor="pointer" color="blue.700">
            {S.notes(document.reviewNotes.length)}
          </Box>
          <Box as="ul" mt="2" ps="5" listStyleType="disc">
            {document.reviewNotes.map((note) => (
              <Box as="li" key={note} mb="1">
                {note}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {actions?.(document, headingId)}
    </Box>
  );
}

/**
 * The room kept for the list while it loads: one entry, as tall as a first purchase's (its title, badges, review notes
 * and 'Revise this document'; the download button under it on a phone, beside it from 480px), so the page under it
 * does not move when the list arrives (issue 24).
 */
const ENTRY_ROOM = { base: '252px', sm: '180px' } as const;

/**
 * 'Your documents' (issue 11): every finished document of the code, newest first, each downloading again free; a
 * revision is marked with the version it revises, what it changed, and its redline. Its heading shows at once, with
 * the room of one entry kept while the list loads.
 */
export function YourDocuments({ code, currentJobId, save, savingJobId, savingRedline = false, actions }: Props) {
  const { data, error } = useDocumentList(code);
  if (!error && data && data.length === 0) return null;
  const current = currentJobId ?? data?.[0]?.jobId ?? null;
  const versionOf = new Map((data ?? []).map((document) => [document.jobId, document.version]));
  return (
    <Box as="section" aria-labelledby="your-documents-title" aria-busy={!data && !error}>
      <Heading as="h2" id="your-documents-title" size="md">
        {S.title}
      </Heading>
      <Text mt="1" fontSize="sm" color="fg.muted">
        {S.intro}
      </Text>
      {error ? (
        <Text role="alert" mt="3" fontSize="sm" color="red.700">
          {S.loadError}
        </Text>
      ) : data ? (
        <Stack as="ul" mt="3" gap="3" ps="0">
          {data.map((document) => (
            <DocumentEntry
              key={document.jobId}
              document={document}
              parentVersion={document.parentJobId ? (versionOf.get(document.parentJobId) ?? null) : null}
              isCurrent={document.jobId === current}
              save={save}
              savingJobId={savingJobId}
              savingRedline={savingRedline}
              actions={actions}
            />
          ))}
        </Stack>
      ) : (
        <Box mt="3" minH={ENTRY_ROOM} borderWidth="1px" borderRadius="md" p="4" data-testid="your-documents-loading">
          <Text fontSize="sm" color="fg.muted">
            {S.loading}
          </Text>
        </Box>
      )}
    </Box>
  );
}
