import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';

const SAMPLE_NAMES: Record<string, string> = {
  nda: 'Non-Disclosure Agreement',
  tos: 'Terms of Service',
  privacy: 'Privacy Policy',
  freelance: 'Freelance Agreement',
  employment: 'Employment Agreement',
};

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

export function SamplePlaceholderRoute() {
  const { documentType = '' } = useParams();
  const name = SAMPLE_NAMES[documentType];
  return <PlaceholderRoute title={name ? `Sample ${name}` : 'Invalid document type'} />;
}
