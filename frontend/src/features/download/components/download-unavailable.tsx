import { Alert, Button, Container, Heading, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DOCUMENT_FORM_ANCHOR, paths } from '@/config/paths';
import { UNAVAILABLE_STRINGS as S } from '../strings';

export type Unavailable =
  | { kind: 'checking' }
  | { kind: 'generating' }
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; onRetry: () => void };

/** The form on the home page, preselected state: scroll straight to it. */
const toForm = { pathname: paths.home.getHref(), hash: `#${DOCUMENT_FORM_ANCHOR}` };

/**
 * /download without a finished document: said plainly, with the way forward. 'Payment Verified - Document Ready'
 * is shown only when a document really exists for the code. `actions`: what the route adds beside the ways on ('Sign
 * out of this code', the way to let go of a code that cannot be used any more).
 */
export function DownloadUnavailable({ state, actions }: { state: Unavailable; actions?: ReactNode }) {
  if (state.kind === 'checking') {
    // A screen's height at least, as every state of /download: the footer stays out of sight until the page it waits for
    // is drawn, so that page (long or short) does not move it in view (issue 24: no layout shift).
    return (
      <Container maxW="2xl" py={{ base: '10', md: '16' }} minH="100vh" data-testid="download-checking">
        <VStack gap="4" py="16" role="status" aria-live="polite">
          <Spinner size="xl" color="blue.600" />
          <Text fontSize="lg">{S.checking}</Text>
        </VStack>
      </Container>
    );
  }

  const { title, text, status } =
    state.kind === 'generating'
      ? { title: S.generatingTitle, text: S.generating, status: 'info' as const }
      : state.kind === 'none'
        ? { title: S.noneTitle, text: S.none, status: 'info' as const }
        : state.kind === 'invalid'
          ? { title: S.invalidTitle, text: state.message, status: 'warning' as const }
          : { title: S.errorTitle, text: S.error, status: 'error' as const };

  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }} minH="100vh">
      <Stack gap="6">
        <Heading as="h1" size="2xl" textAlign="center">
          {title}
        </Heading>
        <Alert.Root status={status} borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>{text}</Alert.Description>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3">
          {state.kind === 'generating' && (
            <Button asChild colorPalette="blue" size="lg">
              <RouterLink to={paths.generate.getHref()} replace>
                {S.followProgress}
              </RouterLink>
            </Button>
          )}
          {state.kind === 'none' && (
            <Button asChild colorPalette="blue" size="lg">
              <RouterLink to={toForm} state={{ scrollToForm: true }}>
                {S.createDocument}
              </RouterLink>
            </Button>
          )}
          {state.kind === 'error' && (
            <Button colorPalette="blue" size="lg" onClick={state.onRetry}>
              {S.tryAgain}
            </Button>
          )}
          <Button asChild variant="outline" size="lg">
            <RouterLink to={paths.home.getHref()}>{S.returnHome}</RouterLink>
          </Button>
        </Stack>
        {actions && (
          <Stack align="center" gap="2">
            {actions}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
