import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The generic application error screen for unexpected failures while showing a page (spec §2). */
export function RouteErrorRoute({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);
  return (
    <Container maxW="lg" py="24" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">An unexpected error occurred. Please reload the page or return home.</Text>
        <Button colorPalette="blue" onClick={() => window.location.assign('/')}>
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? <RouteErrorRoute error={this.state.error} /> : this.props.children;
  }
}

/**
 * Shows the error screen instead of a page that failed to render or whose code failed to load (e.g. a release
 * replaced it while the tab was open); moving to another address tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}
