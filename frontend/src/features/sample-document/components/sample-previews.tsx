import { Badge, Box, Button, Center, Flex, Spinner, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import { Fragment, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useSampleDocument } from '../api/generate-sample-document';
import { parseMarkdown, type InlineRun, type MarkdownBlock } from '../markdown';
import { SAMPLE_DOCUMENT_TYPES, isSampleDocumentType, type SampleDocumentType } from '../sample-types';
import { SAMPLE_PREVIEW_STRINGS, SAMPLE_STRINGS } from '../strings';

const ALL_TYPES = Object.keys(SAMPLE_DOCUMENT_TYPES) as SampleDocumentType[];

/** About this many words of each sample: its title and first sections. */
export const EXCERPT_WORDS = 200;

/**
 * The same height whatever the state (loading, error, text), so switching tabs or a sample
 * arriving never moves the page below.
 */
const PREVIEW_HEIGHT = { base: '28rem', md: '30rem' };

const countWords = (runs: InlineRun[]) =>
  runs.reduce((total, run) => total + run.text.split(/\s+/).filter(Boolean).length, 0);

const blockWords = (block: MarkdownBlock) =>
  block.kind === 'heading' ? countWords(block.runs) : block.lines.reduce((total, line) => total + countWords(line), 0);

/** The first blocks of a sample, whole, until about `words` words; never ends on a heading. */
export function excerptBlocks(blocks: MarkdownBlock[], words = EXCERPT_WORDS): MarkdownBlock[] {
  const excerpt: MarkdownBlock[] = [];
  let total = 0;
  for (const block of blocks) {
    // Stop once the budget is spent, but only after a paragraph, so a heading keeps its text.
    if (total >= words && excerpt[excerpt.length - 1]?.kind === 'paragraph') break;
    excerpt.push(block);
    total += blockWords(block);
  }
  while (excerpt.length > 1 && excerpt[excerpt.length - 1].kind === 'heading') excerpt.pop();
  return excerpt;
}

function Runs({ runs }: { runs: InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.bold ? <chakra.strong key={index}>{run.text}</chakra.strong> : <Fragment key={index}>{run.text}</Fragment>,
      )}
    </>
  );
}

const HEADING_STYLES = {
  1: { fontSize: 'lg', textAlign: 'center', mb: '4' },
  2: { fontSize: 'md', textAlign: 'start', mb: '2' },
  3: { fontSize: 'sm', textAlign: 'start', mb: '1.5' },
} as const;

/**
 * The excerpt as text, styled like a page. Its headings are bold lines, not page headings, so the
 * home page's outline stays the site's own; everything is a text node (never HTML).
 */
function ExcerptText({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => excerptBlocks(parseMarkdown(markdown)), [markdown]);
  return (
    <Box fontFamily="Georgia, 'Times New Roman', serif" fontSize="sm" lineHeight="1.7" overflowWrap="anywhere">
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <Text key={index} fontWeight="bold" mt={index === 0 ? '0' : '4'} {...HEADING_STYLES[block.level]}>
            <Runs runs={block.runs} />
          </Text>
        ) : (
          <Text key={index} mb="3">
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Runs runs={line} />
              </Fragment>
            ))}
          </Text>
        ),
      )}
    </Box>
  );
}

function PreviewPanel({
  type,
  isNear,
  onViewFull,
}: {
  type: SampleDocumentType;
  /** Only fetch once the previews are near the viewport (never while hidden). */
  isNear: boolean;
  onViewFull?: (type: SampleDocumentType) => void;
}) {
  const { data, error, isLoading, mutate } = useSampleDocument(isNear ? type : null);

  let body;
  if (error) {
    body = (
      <Center h="full">
        <Stack role="alert" align="center" gap="4" textAlign="center">
          <Text color="fg.error" fontWeight="medium">
            {SAMPLE_STRINGS.errorToastDescription}
          </Text>
          <Button variant="outline" colorPalette="red" onClick={() => void mutate()}>
            {SAMPLE_STRINGS.tryAgain}
          </Button>
        </Stack>
      </Center>
    );
  } else if (data === undefined || isLoading) {
    body = (
      <Center h="full">
        <Stack role="status" align="center" gap="3">
          <Spinner size="lg" color="blue.600" />
          <Text color="fg.muted">{SAMPLE_STRINGS.loading}</Text>
        </Stack>
      </Center>
    );
  } else {
    body = (
      <>
        <ExcerptText markdown={data} />
        {/* The fade says the text goes on. */}
        <Box
          aria-hidden
          position="absolute"
          insetX="0"
          bottom="0"
          h="45%"
          pointerEvents="none"
          bgGradient="to-b"
          gradientFrom="transparent"
          gradientTo="bg.panel"
        />
      </>
    );
  }

  return (
    <Stack gap="4">
      <Box
        data-testid={`sample-preview-${type}`}
        aria-busy={data === undefined && !error}
        position="relative"
        h={PREVIEW_HEIGHT}
        overflow="hidden"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.panel"
        shadow="sm"
        px={{ base: '5', md: '10' }}
        pt={{ base: '10', md: '10' }}
        pb="6"
      >
        <Badge position="absolute" top="3" right="3" colorPalette="orange" variant="subtle" zIndex="1">
          {SAMPLE_STRINGS.sampleOnly}
        </Badge>
        {body}
      </Box>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
          {SAMPLE_PREVIEW_STRINGS.excerptNote}
        </Text>
        {onViewFull ? (
          <Button colorPalette="blue" onClick={() => onViewFull(type)}>
            {SAMPLE_PREVIEW_STRINGS.viewFull}
          </Button>
        ) : (
          <Button asChild colorPalette="blue">
            <RouterLink to={paths.sampleDocument.getHref(type)}>
              {SAMPLE_PREVIEW_STRINGS.viewFull}
            </RouterLink>
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

/**
 * Sample previews tabbed by type (spec §2): each tab shows the opening of the engine's real sample,
 * fetched when its tab is first shown and the previews are near the viewport, with 'View Full
 * Sample'. That links to the sample page, unless `onViewFull` is given (/nda opens a dialog).
 */
export function SamplePreviews({
  onViewFull,
  types = ALL_TYPES,
  defaultType,
}: {
  onViewFull?: (type: SampleDocumentType) => void;
  /** The tabs to offer, in order (all five by default). */
  types?: readonly SampleDocumentType[];
  defaultType?: SampleDocumentType;
}) {
  const [selected, setSelected] = useState<SampleDocumentType>(defaultType ?? types[0]);
  const { ref, isNear } = useNearViewport<HTMLDivElement>();
  return (
    <Box ref={ref}>
      <Tabs.Root
        value={selected}
        onValueChange={(details) => {
          if (isSampleDocumentType(details.value)) setSelected(details.value);
        }}
        lazyMount
        variant="enclosed"
        colorPalette="blue"
      >
        <Flex justify="center">
          <Tabs.List aria-label={SAMPLE_PREVIEW_STRINGS.tabListLabel} maxW="full" overflowX="auto" flexWrap="nowrap">
            {types.map((type) => (
              <Tabs.Trigger key={type} value={type} flexShrink={0} px={{ base: '3', md: '4' }}>
                {SAMPLE_PREVIEW_STRINGS.tabs[type]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Flex>
        {types.map((type) => (
          <Tabs.Content key={type} value={type} pt="6">
            <PreviewPanel type={type} isNear={isNear} onViewFull={onViewFull} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
