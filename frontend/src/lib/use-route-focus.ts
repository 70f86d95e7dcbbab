import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Call where it lives as long as the router, above the per-page error boundary (which draws each page, and the layout
 * around it, anew). After each client-side navigation to another path (not on the first load, where the browser's own
 * start applies, and not when only the query or the fragment changes) it moves keyboard focus to the new page's h1,
 * or to the heading the page marks with `data-route-focus`, so keyboard and screen-reader users start at the top of
 * the new page and hear its title (the focused heading is read out). A page that focuses something of its own (a
 * control, a dialog) keeps it; without a heading, focus goes to `<main>` and the returned text, for a live region,
 * says the page's title (lib/route-focus.ts, loaded with the first navigation).
 */
export function useRouteFocus(mainId: string): string {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    let stop: (() => void) | null = null;
    let left = false;
    import('./route-focus').then(
      (work) => {
        if (!left) stop = work.focusNewPage(mainId, setAnnouncement);
      },
      (error: unknown) => console.error('Loading the focus handling failed', error),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [mainId, pathname]);

  return announcement;
}
