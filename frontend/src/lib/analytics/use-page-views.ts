import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from './analytics';
import { pageAddress } from './page-address';

/**
 * Reports a page view for every navigation the router makes: links, redirects, and Back and Forward (each history
 * entry has its own location key). Call once, in the layout every page shares. The address reported is the page's
 * origin and path only: a query can hold a secret (the payment return address's checkout session id) or what a
 * visitor typed, and a page that takes one out of the address bar (the payment result) does so before this runs.
 */
export function usePageViews(track: (url: string) => void = (url) => analytics.pageView(url)) {
  const location = useLocation();
  // React's development double mount runs the effect twice for one navigation: count it once.
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    track(pageAddress(window.location.href));
  }, [location.key, track]);
}
