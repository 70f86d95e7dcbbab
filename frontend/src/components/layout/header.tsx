import { Box, Container, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentIcon, KeyIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useHeldDocumentCode } from '@/lib/use-held-document-code';
import { GuaranteeButton } from './guarantee-button';

/** The way back in for a returning buyer (issue 24): the code emails name these words. */
export const WAY_BACK_IN = { haveCode: 'Have a code?', yourDocuments: 'Your documents' } as const;

/** The short guarantee label of small screens (spec §2). */
const SHORT_GUARANTEE = 'Money-Back';

/**
 * The shared header (spec §2): the brand, the guarantee and 'Try Risk-Free' (which explains the guarantee), and on
 * every page at every width the way back in: 'Have a code?' (the code-entry screen) or, while this browser holds a
 * code, 'Your documents' (/download). From 768px it all fits on one row; narrower, the way back in takes a short row
 * of its own under the others, and under 400px the short guarantee label joins it there, across from it.
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
            {/* The short label fits beside the brand and the button from 400px (narrower, see the second row). */}
            <Text
              fontSize="sm"
              color="fg.muted"
              whiteSpace="nowrap"
              display={{ base: 'block', sm: 'none' }}
              css={{ '@media (max-width: 399px)': { display: 'none' } }}
            >
              {SHORT_GUARANTEE}
            </Text>
            <GuaranteeButton />
          </HStack>
          {/* Under 400px the brand and the button leave no room for it: it starts the second row instead. */}
          <Text
            fontSize="sm"
            color="fg.muted"
            whiteSpace="nowrap"
            display="none"
            gridRow="2"
            gridColumn="1"
            justifySelf="start"
            css={{ '@media (max-width: 399px)': { display: 'block' } }}
          >
            {SHORT_GUARANTEE}
          </Text>
          <Link
            asChild
            gridColumn={{ base: '1 / -1', md: 'auto' }}
            gridRow={{ base: '2', md: 'auto' }}
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
