import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Container maxW="lg" py="24" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="6xl">
          404
        </Heading>
        <Text fontSize="xl">Oops! Page not found</Text>
        <Text color="fg.muted">The page you are looking for does not exist or has been moved.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.home.getHref()}>Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
