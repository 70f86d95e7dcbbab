import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CheckCircleIcon } from '@/components/ui/icons';

const FEATURES = [
  'Professional AI document generation',
  'State-specific clauses',
  'Industry-appropriate terms',
  'Custom instructions',
  'Microsoft Word (.docx) format',
  '30-day money-back guarantee',
];

/** The single plan (spec §2): 'Professional Documents', $19, one-time, instant download. */
export function Pricing() {
  return (
    <Box as="section" aria-labelledby="pricing-title" py="16">
      <Container maxW="md">
        <Stack gap="4" borderWidth="2px" borderColor="blue.200" borderRadius="2xl" p="8" textAlign="center" bg="bg.panel">
          <Text fontSize="sm" fontWeight="semibold" color="blue.600" textTransform="uppercase">
            Immediate Access
          </Text>
          <Heading as="h2" size="xl" id="pricing-title">
            Professional Documents
          </Heading>
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1">
            $19
          </Text>
          <Text color="fg.muted">One-time payment &middot; Instant download &middot; No tiers, no hidden fees</Text>
          <Text fontSize="sm">6 document credits, usable for revisions within 30 days</Text>
          <List.Root gap="2" variant="plain" textAlign="left" mt="2">
            {FEATURES.map((feature) => (
              <List.Item key={feature} alignItems="center">
                <List.Indicator asChild color="green.500">
                  <CheckCircleIcon />
                </List.Indicator>
                {feature}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      </Container>
    </Box>
  );
}
