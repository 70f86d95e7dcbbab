import { Box, VisuallyHidden } from '@chakra-ui/react';
import { SAMPLE_STRINGS } from '../strings';

/** One watermark line per this many characters of text, so a long sample is marked throughout. */
const CHARS_PER_WATERMARK = 2500;
const MAX_WATERMARKS = 16;

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
      justifyContent="space-around"
      alignItems="center"
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
