import { Badge, Box, Button, Circle, Container, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ShieldIcon } from '@/components/ui/icons';
import { NDA_SAMPLE_EXCERPT, NDA_STRINGS as S } from '../strings';
import { BoltIcon, LockIcon, MapPinIcon, ScaleIcon, SparkleIcon } from './nda-icons';

/** In the order of the strip's labels: AI-crafted, immediate access, state-specific, legally sound. */
const TRUST_ICONS = [SparkleIcon, BoltIcon, MapPinIcon, ScaleIcon];
/** In the order of the cards: personalized protection, immediate access, legally sound. */
const CARD_ICONS = [LockIcon, BoltIcon, ShieldIcon];

/** The trust strip under step 1 (spec §2): four short reasons, icons decorative. */
export function TrustStrip() {
  return (
    <chakra.ul
      aria-label={S.trustStripLabel}
      listStyle="none"
      m="0"
      p="0"
      display="grid"
      gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      gap={{ base: '3', md: '4' }}
    >
      {S.trust.map((label, index) => {
        const Icon = TRUST_ICONS[index % TRUST_ICONS.length];
        return (
          <chakra.li
            key={label}
            display="flex"
            alignItems="center"
            gap="2"
            borderWidth="1px"
            borderRadius="lg"
            bg="bg.panel"
            px="3"
            py="3"
            fontWeight="medium"
            fontSize="sm"
          >
            <Icon color="blue.600" boxSize="5" flexShrink="0" aria-hidden />
            {label}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}

/** A short excerpt of the sample NDA; 'View Full Sample' opens the whole sample (a dialog on this page, spec §2). */
export function SampleExcerpt({ onViewFullSample }: { onViewFullSample: () => void }) {
  return (
    <Box as="section" aria-labelledby="nda-sample-title">
      <Stack gap="4">
        <Box>
          <Heading as="h2" size="xl" id="nda-sample-title">
            {S.sampleTitle}
          </Heading>
          <Text color="fg.muted" mt="1">
            {S.sampleIntro}
          </Text>
        </Box>
        <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" shadow="sm" overflow="hidden">
          <Box position="relative" px={{ base: '4', md: '8' }} pt="6" pb="2" fontFamily="mono" fontSize="sm" lineHeight="tall">
            <Badge colorPalette="orange" variant="solid" position="absolute" top="3" right="3">
              {S.sampleBadge}
            </Badge>
            <Text fontWeight="bold" textAlign="center" fontSize="md" mb="3" pe={{ base: '14', md: '0' }}>
              {NDA_SAMPLE_EXCERPT.title}
            </Text>
            {NDA_SAMPLE_EXCERPT.paragraphs.map((paragraph) => (
              <Text key={paragraph} mb="3" overflowWrap="anywhere">
                {paragraph}
              </Text>
            ))}
            {/* The text fades out: there is more to read in the full sample. */}
            <Box
              aria-hidden
              position="absolute"
              insetX="0"
              bottom="0"
              h="16"
              bgGradient="to-b"
              gradientFrom="transparent"
              gradientTo="bg.panel"
            />
          </Box>
          <Box px={{ base: '4', md: '8' }} pb="5" pt="1">
            <Button colorPalette="blue" variant="outline" onClick={onViewFullSample}>
              {S.viewFullSample}
            </Button>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}

/** 'Professional NDA Protection' (spec §2) with its three cards; honest about what the product is not. */
export function ProtectionCards() {
  return (
    <Box as="section" aria-labelledby="nda-protection-title" bg="bg.subtle" py={{ base: '10', md: '14' }}>
      <Container maxW="5xl">
        <Stack gap="6">
          <Box textAlign="center">
            <Heading as="h2" size="2xl" id="nda-protection-title">
              {S.protectionTitle}
            </Heading>
            <Text color="fg.muted" mt="2">
              {S.protectionIntro}
            </Text>
          </Box>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {S.protectionCards.map((card, index) => {
              const Icon = CARD_ICONS[index % CARD_ICONS.length];
              return (
              <Box key={card.title} borderWidth="1px" borderRadius="xl" bg="bg.panel" p="6" shadow="xs">
                <Circle size="10" bg="blue.100" color="blue.700" mb="3" aria-hidden>
                  <Icon boxSize="5" />
                </Circle>
                <Heading as="h3" size="md" mb="2">
                  {card.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {card.text}
                </Text>
              </Box>
              );
            })}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
