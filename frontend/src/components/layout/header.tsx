import { Box, Container, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentIcon, KeyIcon, ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { refundMailto, site } from '@/config/site';
import { useHeldDocumentCode } from '@/lib/use-held-document-code';

/** The way back in for a returning buyer (issue 24): the code emails name these words. */
export const WAY_BACK_IN = { haveCode: 'Have a code?', yourDocuments: 'Your documents' } as const;

/**
 * The shared header (spec §2): the brand, the guarantee and 'Try Risk-Free', and on every page at every width the way
 * back in: 'Have a code?' (the code-entry screen) or, while this browser holds a code, 'Your documents' (/download).
 * From 768px it all fits on one row; narrower, the way back in takes a short row of its own under the others.
 */
export function Header() {
  const heldCode = useHeldDocumentCode();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py={{ base: '2', md: '3' }}>
        <Box
          display="grid"
          gridTemplateColumns={{ base: '1fr auto', md: '1fr auto auto' }}
          alignItems="center"
          columnGap={{ base: '2', sm: '4' }}
          rowGap="1"
        >
          <Link
            asChild
            fontWeight="bold"
            fontSize={{ base: 'lg', sm: 'xl' }}
            color="blue.700"
            justifySelf="start"
            _hover={{ textDecoration: 'none' }}
          >
            <RouterLink to={paths.home.getHref()}>
              <DocumentIcon boxSize="6" />
              {site.brandName}
            </RouterLink>
          </Link>
          <HStack gap={{ base: '2', sm: '3' }}>
            <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
              100% 30-Day Money-Back Guarantee
            </Text>
            {/* The short label fits beside the brand and the button from 400px; narrower phones keep the button. */}
            <Text
              fontSize="sm"
              color="fg.muted"
              whiteSpace="nowrap"
              display={{ base: 'block', sm: 'none' }}
              css={{ '@media (max-width: 399px)': { display: 'none' } }}
            >
              Money-Back
            </Text>
            <Link
              href={refundMailto()}
              fontSize="sm"
              fontWeight="semibold"
              color="green.700"
              borderWidth="1px"
              borderColor="green.300"
              borderRadius="full"
              px={{ base: '2', sm: '3' }}
              py="1"
              whiteSpace="nowrap"
            >
              <ShieldIcon />
              Try Risk-Free
            </Link>
          </HStack>
          <Link
            asChild
            gridColumn={{ base: '1 / -1', md: 'auto' }}
            justifySelf="end"
            fontSize="sm"
            fontWeight="semibold"
            color="blue.700"
            whiteSpace="nowrap"
            minH="6"
            data-testid="way-back-in"
          >
            <RouterLink to={heldCode ? paths.download.getHref() : paths.documentCode.getHref()}>
              <KeyIcon aria-hidden />
              {heldCode ? WAY_BACK_IN.yourDocuments : WAY_BACK_IN.haveCode}
            </RouterLink>
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
