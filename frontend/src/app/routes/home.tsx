import { Box, Container, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DOCUMENT_FORM_ANCHOR } from '@/config/paths';
import { isFormComplete } from '@/lib/document-data';
import { useDocumentData } from '@/stores/document-data';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { CheckoutCancelledNotice } from '@/features/checkout/components/checkout-cancelled-notice';
import { CheckoutErrorBanner } from '@/features/checkout/components/checkout-error-banner';
import { CodeRedemption } from '@/features/document-code/components/code-redemption';
import { DocumentForm } from '@/features/document-form/components/document-form';
import { DOCUMENT_TYPES } from '@/features/document-form/options';
import { FORM_STRINGS } from '@/features/document-form/strings';
import { Hero } from '@/features/marketing/components/hero';
import { OverviewAudio } from '@/features/marketing/overview/overview-audio';
import { useMediaQuery } from '@/lib/use-media-query';

// The selling sections only wide screens show (spec §2), in their own chunk: phones never load them.
const HomeWideSections = lazy(() =>
  import('./home-wide-sections').then((module) => ({ default: module.HomeWideSections })),
);

const WIDE_QUERY = '(min-width: 640px)';

/**
 * Room kept for the wide sections while their chunk loads, a little under their real height at each
 * breakpoint (measured: 5.6-5.8k px at 640-767, 5.2-5.5k to 1023, 4.9-5.0k from 1024), so the
 * footer never shows up and then jumps away (layout shift) on a tall screen or a slow network.
 */
const WIDE_SECTIONS_ROOM = { base: '5600px', md: '5200px', lg: '4850px' };

type HomeState = { documentType?: string; scrollToForm?: boolean } | null;

export function HomeRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const fresh = params.get('fresh') ?? 'home';
  const { updateField } = useDocumentData();
  const { startCheckout, isProcessing, fieldErrors } = useCheckout();
  const handledState = useRef<unknown>(null);
  const isWide = useMediaQuery(WIDE_QUERY);

  // Navigation state may preselect a document type and ask to scroll to the form (spec §2).
  useEffect(() => {
    const state = location.state as HomeState;
    if (!state || handledState.current === state) return;
    handledState.current = state;
    if (state.documentType && DOCUMENT_TYPES.some((t) => t.value === state.documentType)) {
      updateField('documentType', state.documentType);
    }
    if (state.scrollToForm || location.hash === `#${DOCUMENT_FORM_ANCHOR}`) {
      window.setTimeout(
        () => document.getElementById(DOCUMENT_FORM_ANCHOR)?.scrollIntoView({ behavior: 'smooth' }),
        100,
      );
    }
  }, [location.state, location.hash, updateField]);

  return (
    <Box key={fresh}>
      <Hero />
      {/* Phones (under 640px, spec §2) get the spoken overview under the headline. */}
      <Container maxW="3xl" pt="2" css={{ '@media (min-width: 640px)': { display: 'none' } }}>
        <OverviewAudio />
      </Container>
      <Box as="section" id={DOCUMENT_FORM_ANCHOR} aria-labelledby="create-document-title" py="12" scrollMarginTop="20">
        <Container maxW="3xl">
          <Stack gap="8">
            <Box textAlign="center">
              <Heading as="h2" size="2xl" id="create-document-title">
                {FORM_STRINGS.sectionTitle}
              </Heading>
              <Text color="fg.muted" mt="2">
                Fill in your details; after payment the AI drafts your document in under 2 minutes.
              </Text>
            </Box>
            <CheckoutCancelledNotice />
            <CheckoutErrorBanner />
            <DocumentForm
              onValidSubmit={startCheckout}
              isSubmitting={isProcessing}
              serverErrors={fieldErrors}
            />
            <HStack gap="4" aria-hidden>
              <Separator flex="1" />
              <Text fontWeight="semibold" color="fg.muted">
                OR
              </Text>
              <Separator flex="1" />
            </HStack>
            <CodeRedemption isFormComplete={isFormComplete} />
          </Stack>
        </Container>
      </Box>
      {/* Wide screens (640px and up, spec §2): the selling sections after the form. */}
      <Box css={{ '@media (max-width: 639.98px)': { display: 'none' } }}>
        {isWide && (
          <Suspense fallback={<Box minH={WIDE_SECTIONS_ROOM} />}>
            <HomeWideSections />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
