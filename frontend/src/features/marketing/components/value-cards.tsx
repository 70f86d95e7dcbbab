import { Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { VALUE_STRINGS } from '../strings';
import { ClockIcon, SparklesIcon, TagIcon } from './marketing-icons';
import { MarketingSection } from './marketing-section';

const ICONS: Record<(typeof VALUE_STRINGS.cards)[number]['key'], ComponentType> = {
  engine: SparklesIcon,
  speed: ClockIcon,
  value: TagIcon,
};

/** Spec §2: three value cards (advanced AI engine, speed under 2 minutes, value). */
export function ValueCards() {
  return (
    <MarketingSection title={VALUE_STRINGS.title} maxW="6xl">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }}>
        {VALUE_STRINGS.cards.map((card) => {
          const CardIcon = ICONS[card.key];
          return (
            <Stack key={card.key} gap="3" borderWidth="1px" borderRadius="xl" p="6" bg="bg.panel" shadow="xs">
              <Circle size="12" bg="blue.50" color="blue.700" fontSize="2xl" _dark={{ bg: 'blue.950', color: 'blue.200' }}>
                <CardIcon />
              </Circle>
              <Heading as="h3" size="lg">
                {card.title}
              </Heading>
              <Text color="fg.muted">{card.text}</Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </MarketingSection>
  );
}
