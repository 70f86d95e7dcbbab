import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by location key (the history entries of this tab). */
const positions = new Map<string, number>();

/** Whether no page has been shown yet since the tab loaded this document (the layout itself is drawn anew per page). */
let firstPageOfLoad = true;

/**
 * The browser's scroll behaviour for a single-page app: a new page starts at the top (or at its #anchor), and Back
 * or Forward returns to where that page was left. Call once, in the layout every page shares.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember this entry's position as the visitor scrolls.
  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const loaded = firstPageOfLoad;
    firstPageOfLoad = false;
    if (navigationType === 'POP') {
      const top = positions.get(location.key);
      if (top !== undefined) {
        window.scrollTo({ top });
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // The page the tab has just loaded is at its top already: scrolling there would make the browser lay out the first
    // screen while it is still being built, a second layout before the first paint (issue 24, Lighthouse).
    if (loaded) return;
    window.scrollTo({ top: 0 });
  }, [location.key, location.hash, navigationType]);
}
