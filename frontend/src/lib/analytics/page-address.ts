/**
 * An address as analytics may see it: origin and path, no query or fragment. The payment return address carries the
 * checkout session id (`?session_id=cs_…`), which used to be enough to fetch the buyer's code, and other queries
 * may carry what a visitor typed; the path says which page it was. Its own module: the entry bundle needs it (page
 * views), the rest of `./events` loads with the vendors.
 */
export function pageAddress(href: string): string {
  try {
    const url = new URL(href);
    return url.origin + url.pathname;
  } catch {
    return '';
  }
}
