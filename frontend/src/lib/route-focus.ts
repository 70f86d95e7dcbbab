/**
 * The work of moving focus after a navigation (use-route-focus.ts): loaded with the first navigation, not with the
 * page, as a first visit needs none of it.
 */

/** How long a new page may take to show its heading (a page that loads its data first) before focus gives up on it. */
export const HEADING_WAIT_MS = 10_000;

/** Marks the heading a page wants focused instead of its h1 on arrival (e.g. the form it was opened to show). */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

/**
 * Focuses the first shown heading the page marked with `data-route-focus`, else its first shown h1, inside `main`,
 * without scrolling and without a focus ring (a heading is not a control: the ring would only flash over the title).
 * The tabindex it needs, and the ring's suppression, last until focus leaves it. False when there is none yet.
 */
export function focusPageHeading(main: HTMLElement): boolean {
  const candidates = [
    ...main.querySelectorAll<HTMLElement>(`[${ROUTE_FOCUS_ATTRIBUTE}]`),
    ...main.querySelectorAll<HTMLElement>('h1'),
  ];
  // A page's other layout (the phone or the wide one) keeps its own h1, hidden: the browser does not focus that one.
  for (const heading of candidates) {
    const addedTabIndex = !heading.hasAttribute('tabindex');
    if (addedTabIndex) heading.setAttribute('tabindex', '-1');
    const outline = heading.style.outline;
    heading.style.outline = 'none';
    const restore = () => {
      if (addedTabIndex) heading.removeAttribute('tabindex');
      heading.style.outline = outline;
    };
    heading.focus({ preventScroll: true });
    if (document.activeElement === heading) {
      heading.addEventListener('blur', restore, { once: true });
      return true;
    }
    restore();
  }
  return false;
}

/**
 * True when something of the new page has taken focus already (an input it focuses as it opens, a dialog it opens):
 * that stays. A navigation draws the whole layout anew, so focus left over from the last page is on the body.
 */
function focusTaken(main: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== main;
}

/**
 * After a navigation to another page: focuses the page's marked heading or h1 as soon as it shows, unless the page has
 * taken focus itself. A page that shows its heading only once its data is in is waited for (up to HEADING_WAIT_MS,
 * given up as soon as focus moves elsewhere); without a heading by then, focus goes to `<main>` and `announce` is given
 * the page's title for the live region. Returns what stops the waiting (the next navigation calls it).
 */
export function focusNewPage(mainId: string, announce: (text: string) => void): () => void {
  // The new page may not be drawn yet (its code still loading): then <main> itself is not there.
  const settle = () => {
    const main = document.getElementById(mainId);
    return focusTaken(main) || (main !== null && focusPageHeading(main));
  };
  if (settle()) return () => {};

  // The heading is not there yet: watch the page until it is, or until the visitor takes focus elsewhere.
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const onFocusIn = () => stop();
  const giveUp = window.setTimeout(() => {
    stop();
    const main = document.getElementById(mainId);
    if (!main || focusTaken(main)) return;
    main.focus({ preventScroll: true });
    // Emptied first, so the same title after another such page is announced again.
    announce('');
    window.requestAnimationFrame(() => announce(document.title));
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    window.clearTimeout(giveUp);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
  return stop;
}
