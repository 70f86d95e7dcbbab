import { Badge, Box, Button, Container, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { limitMessage } from '@/lib/api-client';
import { browserNavigation } from '@/lib/navigation';
import { useSampleDocument } from '../api/generate-sample-document';
import { SAMPLE_DOCUMENT_TYPES, isSampleDocumentType, type SampleDocumentType } from '../sample-types';
import { SAMPLE_STRINGS } from '../strings';
import { SampleContent, sampleLoadFailure } from './sample-content';

/**
 * 'Generate Custom Document': home's form with this sample's type chosen and scrolled to (navigation state
 * {documentType, scrollToForm}, spec §2), or simply the form when the type is not one of the samples.
 */
function CallToAction({ documentType }: { documentType: SampleDocumentType | null }) {
  const state = { documentType: documentType ? SAMPLE_DOCUMENT_TYPES[documentType] : undefined, scrollToForm: true };
  return (
    <Box
      as="section"
      aria-labelledby="sample-cta-title"
      borderWidth="1px"
      borderRadius="xl"
      bg="blue.50"
      _dark={{ bg: 'blue.950' }}
      p={{ base: '6', md: '8' }}
      textAlign="center"
    >
      <Stack gap="3" align="center">
        <Heading as="h2" size="lg" id="sample-cta-title">
          {SAMPLE_STRINGS.ctaTitle}
        </Heading>
        <Text color="fg.muted">{SAMPLE_STRINGS.ctaText}</Text>
        <Button asChild colorPalette="blue" size="lg">
          <RouterLink to={paths.home.getHref()} state={state}>
            {SAMPLE_STRINGS.ctaButton}
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

/** The full sample of one document type (spec §2 'Sample page', §4, §5, §8); `documentType` is the URL's slug. */
export function SampleDocument({ documentType }: { documentType: string }) {
  const validType = isSampleDocumentType(documentType) ? documentType : null;
  const { data: document, error } = useSampleDocument(validType);

  let failure: string | null = null;
  if (!validType) failure = SAMPLE_STRINGS.invalidType;
  else if (error) failure = sampleLoadFailure(error);

  // Spec §8: a failed load also says so in a toast, once per failure.
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!failure || toasted.current === failure) return;
    toasted.current = failure;
    if (error) console.error('Loading the sample document failed', error);
    // A limit's refusal (60 samples a minute) says when to try again (issue 24).
    showToast(SAMPLE_STRINGS.errorToastTitle, limitMessage(error) ?? SAMPLE_STRINGS.errorToastDescription, 'error');
  }, [failure, error]);

  const title = validType ? SAMPLE_STRINGS.title(SAMPLE_DOCUMENT_TYPES[validType]) : SAMPLE_STRINGS.fallbackTitle;

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Link asChild color="blue.600" fontSize="sm" alignSelf="flex-start">
          <RouterLink to={paths.home.getHref()}>
            <span aria-hidden>←</span> {SAMPLE_STRINGS.backHome}
          </RouterLink>
        </Link>

        <HStack gap="3" flexWrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          <Badge colorPalette="orange" variant="solid" size="lg">
            {SAMPLE_STRINGS.sampleOnly}
          </Badge>
        </HStack>

        <SampleContent
          layout="page"
          title={title}
          document={document}
          failure={failure}
          onRetry={() => browserNavigation.reload()}
        />

        <Text fontSize="xs" color="fg.muted">
          {SAMPLE_STRINGS.disclaimer}
        </Text>

        <CallToAction documentType={validType} />
      </Stack>
    </Container>
  );
}
