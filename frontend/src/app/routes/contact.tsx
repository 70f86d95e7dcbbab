import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CONTACT_STRINGS } from '@/features/contact/strings';

export function ContactRoute() {
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {CONTACT_STRINGS.title}
          </Heading>
          <Text color="fg.muted">{CONTACT_STRINGS.intro}</Text>
        </Stack>
        <ContactForm />
      </Stack>
    </Container>
  );
}
