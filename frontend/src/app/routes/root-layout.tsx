import { Box, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { captureGclid } from '@/lib/gclid';

export function RootLayout() {
  const location = useLocation();

  // gclid on any page is kept locally for 90 days (spec §2, §3).
  useEffect(() => {
    captureGclid(location.search);
  }, [location.search]);

  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
