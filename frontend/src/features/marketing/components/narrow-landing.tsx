import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { OverviewAudio } from '../overview/overview-audio';
import { FeatureCards } from './feature-cards';

type Props = {
  /** Opens the form view (the 4-step wizard). */
  onCreateDocument: () => void;
  /** The 'Create Document' button, focused again when the visitor leaves the wizard. */
  createButtonRef?: Ref<HTMLButtonElement>;
  /** The visitor is about to press 'Create Document' (pointer down or focus): time to fetch the form's code. */
  onCreateDocumentIntent?: () => void;
  /** Replaces the price line under the button (a held code's credit cost instead of $19). */
  priceLine?: string;
};

/**
 * The landing view for phones (spec §2 'Home, narrow screens'): headline, 'Create Document', the spoken overview and
 * the three feature cards. The page adds the pricing card and the footer after it.
 */
export function NarrowLanding({ onCreateDocument, createButtonRef, onCreateDocumentIntent, priceLine }: Props) {
  return (
    <Box bgGradient="to-b" gradientFrom="blue.50" gradientTo="bg" pt="8" pb="2">
      <Container maxW="xl">
        <Stack gap="6">
          <Stack gap="4" textAlign="center" align="center">
            <Heading as="h1" size="3xl" lineHeight="1.15">
              Professional Legal Documents in Minutes
            </Heading>
            <Text color="fg.muted">
              {/* The prerendered first screen, drawn before the site says who drafts: true of either (issue 24). */}
              NDAs, terms of service, privacy policies and more, tailored to your business and your state, as an
              editable Word document.
            </Text>
            <Button
              ref={createButtonRef}
              colorPalette="blue"
              size="xl"
              w="full"
              onClick={onCreateDocument}
              onPointerDown={onCreateDocumentIntent}
              onFocus={onCreateDocumentIntent}
            >
              Create Document
            </Button>
            <Text fontSize="sm" color="fg.muted" data-testid="price-line">
              {priceLine ?? '$19 one-time · 6 credits for 30 days · 30-day money-back guarantee'}
            </Text>
          </Stack>
          <OverviewAudio />
          <FeatureCards />
        </Stack>
      </Container>
    </Box>
  );
}
