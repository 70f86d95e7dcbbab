import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths, type DocumentCodeNavigationState } from '@/config/paths';
import { site } from '@/config/site';
import { isFormComplete } from '@/lib/document-data';
import { CodeRedemption } from '@/features/document-code/components/code-redemption';
import { HeldCodeBanner } from '@/features/document-code/components/held-code-banner';
import { useHeldCode } from '@/features/document-code/hooks/use-held-code';

/** The screen's own wording (spec §2: the code-entry screen is titled 'Enter Document Code', 'Already have a code?'). */
const SCREEN = {
  eyebrow: 'Already have a code?',
  title: 'Enter Document Code',
  intro:
    'Use the code from your payment confirmation to draft with your remaining credits, or to continue with the document you started.',
  noCode: 'No code yet?',
  createDocument: 'Create your document',
  getNda: 'get an NDA',
  /** With a code held: the ways on from it. */
  newDocument: 'Create a new document with it',
  yourDocuments: 'Your documents',
} as const;

/**
 * /document-code: the code-entry screen on its own route (spec §2). It is the home page's 'Have a Document Code?'
 * box with the same redemption: a valid code continues with its saved document, or with the form when that is
 * filled in, else asks for the form, which is on the home page (linked below). A link with `{ lostCode: true }` as
 * its state (the payment result's 'Lost your code?') opens the 'Lost your code?' form at once.
 *
 * A valid code never spends a credit here (issue 24): it goes on to the home page's form (the phone's wizard), whose
 * review says what the document uses. While this browser holds a code with credits, the page names it, with the way
 * to a new document, to the documents, and out of it.
 */
export function DocumentCodeRoute() {
  const state = useLocation().state as DocumentCodeNavigationState;
  const { heldCode } = useHeldCode();
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Box textAlign="center">
          <Text fontSize="sm" fontWeight="semibold" color="blue.700" _dark={{ color: 'blue.300' }}>
            {SCREEN.eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mt="1">
            {SCREEN.title}
          </Heading>
          <Text color="fg.muted" mt="3">
            {SCREEN.intro}
          </Text>
        </Box>
        {heldCode && (
          <HeldCodeBanner heldCode={heldCode}>
            <Text fontSize="sm" mt="2" display="flex" flexWrap="wrap" columnGap="4" rowGap="1">
              <Link asChild color="blue.700" textDecoration="underline">
                <RouterLink to={paths.home.getHref()} state={{ scrollToForm: true }}>
                  {SCREEN.newDocument}
                </RouterLink>
              </Link>
              <Link asChild color="blue.700" textDecoration="underline">
                <RouterLink to={paths.download.getHref()}>{SCREEN.yourDocuments}</RouterLink>
              </Link>
            </Text>
          </HeldCodeBanner>
        )}
        <CodeRedemption isFormComplete={isFormComplete} titleAs="h2" lostCodeOpen={state?.lostCode === true} />
        <Text fontSize="sm" color="fg.muted" textAlign="center" hidden={heldCode !== null}>
          {SCREEN.noCode}{' '}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to={paths.home.getHref()} state={{ scrollToForm: true }}>
              {SCREEN.createDocument}
            </RouterLink>
          </Link>{' '}
          for {site.price}, or{' '}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to={paths.nda.getHref()}>{SCREEN.getNda}</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </Container>
  );
}
