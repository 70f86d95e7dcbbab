import { Box, Flex, Link } from '@chakra-ui/react';
import { useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { usePageViews } from '@/lib/analytics/use-page-views';
import { captureGclid } from '@/lib/gclid';
import { applyHeadTags } from '@/lib/page-head';
import { useRouteFocus } from '@/lib/use-route-focus';
import { useScrollRestoration } from '@/lib/use-scroll-restoration';
import { pageMetaFor } from '../page-meta';

/** The id of <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first thing a keyboard reaches: jumps over the header to the page's own content. */
function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus moves into <main> without a hash change (the router would treat that as a navigation).
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="md"
      bg="bg.panel"
      color="blue.700"
      fontWeight="semibold"
      shadow="md"
      // Off screen until it has keyboard focus, then shown over the header.
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
    >
      Skip to main content
    </Link>
  );
}

/**
 * A new page (after a navigation, not on the first load) takes keyboard focus on its h1, which a screen reader reads
 * out; without one, the live region says the page's title. Rendered by the router above the per-page error boundary,
 * which draws every page and this layout anew.
 */
export function RouteFocus() {
  const announcement = useRouteFocus(MAIN_CONTENT_ID);
  return (
    // A live region, not role="status": the pages' own status messages keep that role to themselves.
    <Box aria-live="polite" aria-atomic="true" srOnly data-testid="route-announcer">
      {announcement}
    </Box>
  );
}

export function RootLayout() {
  const location = useLocation();
  useScrollRestoration();
  // Every navigation, Back and Forward included, is a page view (when analytics are configured and allowed).
  usePageViews();

  // gclid on any page is kept locally for 90 days (spec §2, §3).
  useEffect(() => {
    captureGclid(location.search);
  }, [location.search]);

  // Every page has its own title, description and preview text (app/page-meta.ts).
  useEffect(() => {
    const meta = pageMetaFor(location.pathname);
    const path = meta.canonicalPath ?? (location.pathname.replace(/(.)\/+$/, '$1') || '/');
    applyHeadTags({ ...meta, url: `${window.location.origin}${path}` });
  }, [location.pathname]);

  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <Header />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
