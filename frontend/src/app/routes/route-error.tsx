import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** The generic application error screen for unexpected routing failures (spec §2). */
export function RouteErrorRoute() {
  const error = useRouteError();
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
