import { Box, Container, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { byDrafter, site } from '@/config/site';

const documentLinks = [
  { to: paths.sampleDocument.getHref('nda'), label: 'Non-Disclosure Agreement' },
  { to: paths.sampleDocument.getHref('tos'), label: 'Terms of Service' },
  { to: paths.sampleDocument.getHref('privacy'), label: 'Privacy Policy' },
  { to: paths.sampleDocument.getHref('freelance'), label: 'Freelance Agreement' },
];

const companyLinks = [
  { to: paths.about.getHref(), label: 'About Us' },
  { to: paths.contact.getHref(), label: 'Contact' },
];

const legalLinks = [
  { to: paths.terms.getHref(), label: 'Terms of Service' },
  { to: paths.privacy.getHref(), label: 'Privacy Policy' },
  { to: paths.disclaimer.getHref(), label: 'Legal Disclaimer' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap="2" as="nav" aria-label={title}>
      <Text fontWeight="semibold">{title}</Text>
      {links.map((link) => (
        <Link key={link.to} asChild fontSize="sm" color="fg.muted">
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Link>
      ))}
    </Stack>
  );
}

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" fontSize="lg">
              {site.brandName}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Professional, state-specific legal documents for small businesses, drafted
              {byDrafter({ ai: ' by AI', library: ' from our clause library', unknown: '' })} in minutes and delivered
              as Word files.
            </Text>
          </Stack>
          <LinkColumn title="Documents" links={documentLinks} />
          <LinkColumn title="Company" links={companyLinks} />
          <LinkColumn title="Legal" links={legalLinks} />
        </SimpleGrid>
        <Wrap gap="4" mt="8" fontSize="sm" color="fg.muted">
          <Text>Secure card payments</Text>
          <Text>SSL Encrypted</Text>
          <Text>30-Day Guarantee</Text>
        </Wrap>
        <Text fontSize="sm" color="fg.muted" mt="6">
          &copy; {new Date().getFullYear()} {site.brandName}. All rights reserved.
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="2" data-testid="footer-disclaimer">
          Disclaimer: {site.brandName} is not a law firm and does not provide legal advice. Use of this
          service does not create an attorney-client relationship. Documents are for informational
          purposes and should be reviewed by a qualified attorney.
        </Text>
      </Container>
    </Box>
  );
}
