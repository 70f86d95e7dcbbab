import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/format';
import { useDocumentList, type ListedDocument } from '../api/list-documents';
import { LIST_STRINGS as S } from '../strings';

type Props = {
  code: string;
  /** The document this page opened with (null: the code's latest), marked in the list. */
  currentJobId: string | null;
  save: (jobId: string | null) => Promise<void>;
  /** The job being downloaded: undefined when none. */
  savingJobId: string | null | undefined;
};

function madeAt(iso: string): string {
  const date = new Date(iso);
  const time = Number.isNaN(date.getTime())
    ? ''
    : `, ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
  return `${formatDate(iso)}${time}`;
}

function DocumentEntry({
  document,
  isCurrent,
  save,
  savingJobId,
}: { document: ListedDocument; isCurrent: boolean } & Pick<Props, 'save' | 'savingJobId'>) {
  const headingId = `document-${document.jobId}`;
  const downloading = savingJobId === document.jobId;
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" listStyleType="none">
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
        <Box minW="0" flex="1">
          <Text id={headingId} fontWeight="semibold" overflowWrap="anywhere">
            {document.title} — {document.businessName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {document.state} · {S.made(madeAt(document.createdAt))}
          </Text>
          <HStack gap="2" mt="1" flexWrap="wrap">
            <Badge colorPalette="gray">{S.version(document.version)}</Badge>
            {isCurrent && <Badge colorPalette="green">{S.current}</Badge>}
          </HStack>
        </Box>
        <Button
          size="sm"
          variant="outline"
          colorPalette="blue"
          aria-describedby={headingId}
          disabled={savingJobId !== undefined}
          onClick={() => void save(document.jobId)}
        >
          {downloading ? S.downloading : S.download}
        </Button>
      </HStack>
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
    </Box>
  );
}

/** 'Your documents' (issue 11): every finished document of the code, newest first, each downloading again free. */
export function YourDocuments({ code, currentJobId, save, savingJobId }: Props) {
  const { data, error } = useDocumentList(code);
  if (error) {
    return (
      <Text role="alert" fontSize="sm" color="red.700">
        {S.loadError}
      </Text>
    );
  }
  if (!data || data.length === 0) return null;
  const current = currentJobId ?? data[0].jobId;
  return (
    <Box as="section" aria-labelledby="your-documents-title">
      <Heading as="h2" id="your-documents-title" size="md">
        {S.title}
      </Heading>
      <Text mt="1" fontSize="sm" color="fg.muted">
        {S.intro}
      </Text>
      <Stack as="ul" mt="3" gap="3" ps="0">
        {data.map((document) => (
          <DocumentEntry
            key={document.jobId}
            document={document}
            isCurrent={document.jobId === current}
            save={save}
            savingJobId={savingJobId}
          />
        ))}
      </Stack>
    </Box>
  );
}
