import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A legal page: its title, its effective date, and numbered sections read top to bottom. */
export function LegalPage({
  title,
  effectiveDate,
  intro,
  children,
}: {
  title: string;
  effectiveDate?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {effectiveDate ? (
            <Text color="fg.muted" fontWeight="medium">
              Effective date: {effectiveDate}
            </Text>
          ) : null}
          {intro}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return <Text lineHeight="tall">{children}</Text>;
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    // A plain list: Chakra's List would split a chunk the home page shares (frontend/e2e/first-load.spec.ts).
    <Stack as="ul" ps="5" gap="2" lineHeight="tall" listStyleType="disc">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Stack>
  );
}

/** A link to another page of the site, underlined so it reads as a link within the text. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="blue.700" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The support address as a mail link, or the contact page when the address is not known. */
export function SupportLink({ email, contactHref }: { email: string | null; contactHref: string }) {
  if (!email) return <PageLink to={contactHref}>our contact page</PageLink>;
  return (
    <Link href={`mailto:${email}`} color="blue.700" textDecoration="underline">
      {email}
    </Link>
  );
}
