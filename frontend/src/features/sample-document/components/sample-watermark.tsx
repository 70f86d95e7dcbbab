import { Box, Text } from '@chakra-ui/react';
import { SAMPLE_STRINGS } from '../strings';

/** One watermark line per this many characters of text, so a long sample is marked throughout. */
const CHARS_PER_WATERMARK = 2500;
const MAX_WATERMARKS = 16;

/**
 * The diagonal 'SAMPLE - NOT FOR USE' over a sample's text (spec §2 'Sample page'); place it in a positioned box.
 * Screen readers hear it once.
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
      {Array.from({ length: count }, (_, index) => (
        <Text
          key={index}
          aria-hidden={index > 0 ? true : undefined}
          transform="rotate(-30deg)"
          fontSize={{ base: '3xl', md: '5xl' }}
          fontWeight="extrabold"
          whiteSpace="nowrap"
          color="red.600"
          opacity="0.12"
          letterSpacing="wider"
        >
          {SAMPLE_STRINGS.watermark}
        </Text>
      ))}
    </Box>
  );
}
