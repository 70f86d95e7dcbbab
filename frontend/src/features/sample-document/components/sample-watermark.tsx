import { Box, VisuallyHidden } from '@chakra-ui/react';
import { SAMPLE_STRINGS } from '../strings';

/**
 * Watermark lines are this far apart, from the top of the text: a sample's text arrives in slices (markdown-text.tsx),
 * and lines spread over the text's height would move each time it grew (a layout shift). 2,500 characters of a sample
 * are about 1,100 px tall on a wide screen and 2,100 px on a 360 px phone, so this marks every screen of it.
 */
const WATERMARK_SPACING = '56rem';
/** Enough lines for the text's full height at the narrowest width (the ones below its end are clipped). */
const CHARS_PER_WATERMARK = 1000;
const MAX_WATERMARKS = 24;

/**
 * The diagonal 'SAMPLE - NOT FOR USE' over a sample's text (spec §2 'Sample page'), on the sample page and in the
 * sample dialog; place it in a positioned box.
 */
export function SampleWatermark({ textLength }: { textLength: number }) {
  const count = Math.min(MAX_WATERMARKS, Math.max(1, Math.ceil(textLength / CHARS_PER_WATERMARK)));
  return (
    <Box
      data-testid="sample-watermark"
      position="absolute"
      inset="0"
      overflow="hidden"
      pointerEvents="none"
      userSelect="none"
      display="flex"
      flexDirection="column"
      justifyContent="flex-start"
      alignItems="center"
      gap={WATERMARK_SPACING}
      pt="16rem"
      zIndex="1"
    >
      {/* Read once by screen readers; the faint lines are drawn by CSS, decoration that is not text to them. */}
      <VisuallyHidden>{SAMPLE_STRINGS.watermark}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Box
          key={index}
          aria-hidden
          transform="rotate(-30deg)"
          fontSize={{ base: '3xl', md: '5xl' }}
          fontWeight="extrabold"
          whiteSpace="nowrap"
          color="red.600"
          opacity="0.12"
          letterSpacing="wider"
          _before={{ content: JSON.stringify(SAMPLE_STRINGS.watermark) }}
        />
      ))}
    </Box>
  );
}
