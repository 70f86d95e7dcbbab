import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DOCUMENT_FORM_ANCHOR } from '@/config/paths';
import { byDrafter } from '@/config/site';

/** `priceLine` replaces the price line under the button (a held code's credit cost instead of $19). */
export function Hero({ priceLine }: { priceLine?: string }) {
  const scrollToForm = () =>
    document.getElementById(DOCUMENT_FORM_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Box bgGradient="to-b" gradientFrom="blue.50" gradientTo="bg" py={{ base: '12', md: '20' }}>
      <Container maxW="4xl" textAlign="center">
        <Stack gap="5" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
            Professional Legal Documents in Minutes
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
            NDAs, terms of service, privacy policies and more,{' '}
            {byDrafter({
              ai: 'tailored by AI to',
              library: 'drafted from our clause library for',
              unknown: 'tailored to',
            })}{' '}
            your business, your industry and your state. Delivered as an editable Word document in under 2 minutes.
          </Text>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button colorPalette="blue" size="lg" onClick={scrollToForm}>
              Create Your Document
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted" data-testid="price-line">
            {priceLine ?? '$19 one-time · 6 document credits for 30 days · 30-day money-back guarantee'}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
