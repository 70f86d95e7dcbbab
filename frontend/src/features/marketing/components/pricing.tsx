import { Box, Container, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PRICING_STRINGS } from '../pricing-strings';

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2.5" variant="plain">
      {items.map((item) => (
        <List.Item key={item} alignItems="flex-start" gap="2">
          <List.Indicator asChild color="green.600" mt="1" flexShrink={0}>
            <CheckCircleIcon aria-hidden />
          </List.Indicator>
          <Text as="span">{item}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * The single plan (spec §2): 'Professional Documents', $19 one-time with instant download, its six
 * features and the 'Immediate Access' package (spec §1). Self-contained, so the phone landing view
 * shows the same card; it reads well from 360px up. `children` is an optional call to action under
 * the card's content.
 */
export function Pricing({
  titleAs = 'h2',
  heldPrice,
  children,
}: {
  /** The plan name's heading level, to fit the page's outline. */
  titleAs?: 'h2' | 'h3';
  /** The price as a held code's credits ('1 credit' 'of your 5') instead of $19 one-time, and the package's note. */
  heldPrice?: { price: string; term: string; note: string };
  children?: ReactNode;
}) {
  const titleId = useId();
  const packageTitleId = useId();
  const packageTitleAs = titleAs === 'h2' ? 'h3' : 'h4';
  return (
    <Box as="section" aria-labelledby={titleId} py={{ base: '10', md: '16' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack
          gap="6"
          borderWidth="2px"
          borderColor="blue.200"
          borderRadius="2xl"
          p={{ base: '5', sm: '8' }}
          bg="bg.panel"
          shadow="sm"
        >
          <Stack gap="2" textAlign="center" align="center">
            <Text fontSize="sm" fontWeight="semibold" color="blue.700" textTransform="uppercase" letterSpacing="wide">
              {PRICING_STRINGS.eyebrow}
            </Text>
            <Heading as={titleAs} size={{ base: 'xl', md: '2xl' }} id={titleId}>
              {PRICING_STRINGS.planName}
            </Heading>
            <HStack gap="2" align="baseline" justify="center">
              <Text fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" lineHeight="1">
                {heldPrice?.price ?? PRICING_STRINGS.price}
              </Text>
              <Text fontSize="lg" color="fg.muted">
                {heldPrice?.term ?? PRICING_STRINGS.priceTerm}
              </Text>
            </HStack>
            <Text color="fg.muted">{PRICING_STRINGS.summary}</Text>
          </Stack>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
            <Stack gap="3">
              <Text fontWeight="semibold">{PRICING_STRINGS.featuresTitle}</Text>
              <CheckList items={PRICING_STRINGS.features} />
            </Stack>
            <Stack
              as="section"
              aria-labelledby={packageTitleId}
              gap="3"
              bg="blue.50"
              _dark={{ bg: 'blue.950' }}
              borderRadius="xl"
              p={{ base: '4', sm: '5' }}
            >
              <Heading as={packageTitleAs} size="md" id={packageTitleId}>
                {PRICING_STRINGS.packageName}
              </Heading>
              <CheckList items={PRICING_STRINGS.packageItems} />
              <Text fontSize="sm" color="fg.muted">
                {heldPrice?.note ?? PRICING_STRINGS.packageNote}
              </Text>
            </Stack>
          </SimpleGrid>

          {children && (
            <Stack align="center" gap="2">
              {children}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
