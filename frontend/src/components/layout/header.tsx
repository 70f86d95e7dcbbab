import { Box, Container, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentIcon, ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { refundMailto, site } from '@/config/site';

export function Header() {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py="3">
        <HStack justify="space-between" gap={{ base: '2', sm: '4' }}>
          <Link
            asChild
            fontWeight="bold"
            fontSize={{ base: 'lg', sm: 'xl' }}
            color="blue.700"
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
        </HStack>
      </Container>
    </Box>
  );
}
