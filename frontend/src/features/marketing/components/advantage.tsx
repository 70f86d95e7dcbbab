import { Box, Button, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, type ComponentType } from 'react';
import { ADVANTAGE_STRINGS } from '../strings';
import { BoltIcon, FileTextIcon, MapPinIcon, PencilIcon } from './marketing-icons';

const ICONS: Record<(typeof ADVANTAGE_STRINGS.points)[number]['key'], ComponentType> = {
  state: MapPinIcon,
  instructions: PencilIcon,
  word: FileTextIcon,
  minutes: BoltIcon,
};

/** Spec §2: the block headed 'The {brand} Advantage: Beyond Basic Templates'. `onStart` leads to the form. */
export function Advantage({ onStart }: { onStart?: () => void }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} pt={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <Box bg="blue.900" color="white" borderRadius="2xl" px={{ base: '6', md: '12' }} py={{ base: '10', md: '14' }}>
          <Stack gap={{ base: '8', md: '10' }}>
            <Stack gap="3" textAlign="center" align="center">
              <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} lineHeight="1.2" color="white">
                {ADVANTAGE_STRINGS.title}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="blue.100">
                {ADVANTAGE_STRINGS.intro}
              </Text>
            </Stack>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '6', md: '8' }}>
              {ADVANTAGE_STRINGS.points.map((point) => {
                const PointIcon = ICONS[point.key];
                return (
                  <Stack as="li" key={point.key} gap="3">
                    <Circle size="10" bg="whiteAlpha.200" fontSize="xl">
                      <PointIcon />
                    </Circle>
                    <Heading as="h3" size="md" color="white">
                      {point.title}
                    </Heading>
                    <Text color="blue.100">{point.text}</Text>
                  </Stack>
                );
              })}
            </SimpleGrid>
            {onStart && (
              <Button alignSelf="center" size="lg" bg="white" color="blue.900" _hover={{ bg: 'blue.50' }} onClick={onStart}>
                {ADVANTAGE_STRINGS.cta}
              </Button>
            )}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
