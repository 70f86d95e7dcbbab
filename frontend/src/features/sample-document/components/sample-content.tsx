import { Box, Button, Spinner, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { errorMessage, isApiError } from '@/lib/api-client';
import { SAMPLE_STRINGS } from '../strings';
import { MarkdownText } from './markdown-text';
import { SampleWatermark } from './sample-watermark';

/** What a failed sample load tells the visitor (after 'Error: '), on the sample page and in the sample dialog. */
export function sampleLoadFailure(error: unknown): string {
  return isApiError(error) && error.code === 'no_document'
    ? SAMPLE_STRINGS.noDocument
    : errorMessage(error, SAMPLE_STRINGS.loadFailed);
}

/**
 * Where the sample sits. `page`: the sample page, where the text is a raised sheet, a failure a tinted box, and
 * the loading state as tall as a screen. `dialog`: the sample dialog's body, which frames it already.
 */
export type SampleLayout = 'page' | 'dialog';

const ARTICLE_STYLES: Record<SampleLayout, BoxProps> = {
  page: { bg: 'bg.panel', shadow: 'sm', px: { base: '4', md: '10' }, py: { base: '6', md: '10' } },
  dialog: { px: { base: '3', md: '8' }, py: { base: '5', md: '8' } },
};

const FAILURE_STYLES: Record<SampleLayout, BoxProps> = {
  page: { borderWidth: '1px', borderColor: 'red.300', bg: 'red.50', _dark: { bg: 'red.950' }, borderRadius: 'lg', p: '6' },
  dialog: { py: '10' },
};

/**
 * A full sample in one of its three states: `failure` (with 'Try Again', which calls `onRetry`), loading (while
 * `document` is undefined), or its text as an article named `title` under the 'SAMPLE - NOT FOR USE' watermark.
 */
export function SampleContent({
  layout,
  title,
  document,
  failure,
  onRetry,
}: {
  layout: SampleLayout;
  title: string;
  document: string | undefined;
  failure: string | null;
  onRetry: () => void;
}) {
  if (failure) {
    return (
      <Box role="alert" textAlign="center" {...FAILURE_STYLES[layout]}>
        <Stack gap="4" align="center">
          <Text color="fg.error" fontWeight="medium">
            {SAMPLE_STRINGS.errorPrefix + failure}
          </Text>
          <Button colorPalette="red" variant="outline" onClick={onRetry}>
            {SAMPLE_STRINGS.tryAgain}
          </Button>
        </Stack>
      </Box>
    );
  }
  if (document === undefined) {
    return (
      // On the page, as tall as a screen: what it shows below the sample starts out of view, so the sample arriving
      // does not push visible content down (layout shift).
      <Stack align="center" py="16" gap="3" role="status" minH={layout === 'page' ? '100vh' : undefined}>
        <Spinner size="lg" color="blue.500" />
        <Text color="fg.muted">{SAMPLE_STRINGS.loading}</Text>
      </Stack>
    );
  }
  return (
    <Box
      as="article"
      aria-label={title}
      position="relative"
      borderWidth="1px"
      borderRadius="lg"
      {...ARTICLE_STYLES[layout]}
    >
      <SampleWatermark textLength={document.length} />
      <Box position="relative">
        <MarkdownText markdown={document} />
      </Box>
    </Box>
  );
}
