import { Badge, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { InfoIcon } from '@/components/ui/icons';
import { EXAMPLES_STRINGS } from '../strings';
import { MarketingSection } from './marketing-section';

/**
 * Where the spec has placeholder testimonials (spec §1), we show example situations and say so:
 * no invented names, photos or star ratings, and every card is tagged 'Example'.
 */
export function ExampleSituations() {
  return (
    <MarketingSection
      title={EXAMPLES_STRINGS.title}
      tinted
      maxW="6xl"
      intro={
        <HStack as="span" gap="2" align="flex-start" display="inline-flex" textAlign="start">
          <InfoIcon aria-hidden flexShrink={0} mt="1" />
          <span>{EXAMPLES_STRINGS.notice}</span>
        </HStack>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }}>
        {EXAMPLES_STRINGS.examples.map((example) => (
          <Stack
            as="article"
            key={example.who}
            aria-label={`${EXAMPLES_STRINGS.badge}: ${example.who}`}
            gap="3"
            borderWidth="1px"
            borderStyle="dashed"
            borderColor="border.emphasized"
            borderRadius="xl"
            p="6"
            bg="bg.panel"
          >
            <Badge alignSelf="flex-start" colorPalette="gray" variant="surface" size="md">
              {EXAMPLES_STRINGS.badge}
            </Badge>
            <Heading as="h3" size="md">
              {example.who}
            </Heading>
            <Text fontSize="sm" fontWeight="semibold" color="blue.700" _dark={{ color: 'blue.200' }}>
              {example.document}
            </Text>
            <Text color="fg.muted">{example.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </MarketingSection>
  );
}
