/**
 * The per-page part of <head>: title, description, social preview text, canonical address and robots.
 *
 * index.html carries the home page's tags, for link previews and crawlers that do not run scripts; this updates
 * those same elements in place as the visitor moves around, so the document never holds two titles or two
 * descriptions (React 19 would hoist a <title> rendered in a component beside index.html's, and the first one wins).
 */
export type HeadTags = {
  title: string;
  description: string;
  /** Absolute address of the page, for og:url and the canonical link. */
  url: string;
  indexable: boolean;
};

function upsertMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

export function applyHeadTags(tags: HeadTags) {
  document.title = tags.title;
  upsertMeta('name', 'description', tags.description);
  upsertMeta('property', 'og:title', tags.title);
  upsertMeta('property', 'og:description', tags.description);
  upsertMeta('property', 'og:url', tags.url);
  upsertMeta('name', 'twitter:title', tags.title);
  upsertMeta('name', 'twitter:description', tags.description);
  // Flow pages (a code, a payment, a download) stay out of search results.
  upsertMeta('name', 'robots', tags.indexable ? null : 'noindex');
  upsertCanonical(tags.url);
}
