import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Routes of the spec that later increments fill in. */
export function PlaceholderRoute({ title }: { title: string }) {
  return (
    <Container maxW="2xl" py="20" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">This page is coming soon.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.home.getHref()}>Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
