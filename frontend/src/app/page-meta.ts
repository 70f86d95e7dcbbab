import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { SAMPLE_DOCUMENT_TYPES, isSampleDocumentType } from '@/features/sample-document/sample-types';

/** What a page says about itself in the browser tab, search results and link previews. */
export type PageMeta = {
  /** The whole `<title>`, brand included. */
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to search engines; flow pages (a code, a payment) are `noindex`. */
  indexable: boolean;
  /** The address search engines should prefer, when another route shows the same page. */
  canonicalPath?: string;
};

type RouteName = keyof typeof paths;

const titled = (page: string) => `${page} | ${site.brandName}`;

/**
 * One entry per route of `paths` (TypeScript refuses a route without one). The sample route's entry names its type.
 * public/sitemap.xml lists exactly the indexable pages (page-meta.test.ts checks it). Built at each call: the brand is
 * run-time configuration (config/site.ts).
 */
const pageMetaTable = (brand = site.brandName): Record<Exclude<RouteName, 'sampleDocument'>, PageMeta> => ({
  home: {
    title: `${brand} - Professional Legal Documents in Minutes`,
    // "AI-drafted" only when an AI provider drafts (site-config `drafter`, issue 24).
    description: `${site.drafter === 'ai' ? 'AI-drafted' : 'State-specific'} legal documents for US small businesses: NDAs, terms of service, privacy policies and more, as Word files. $19, one-time.`,
    indexable: true,
  },
  nda: {
    title: titled('Professional NDA in Minutes'),
    description:
      'Create a state-specific non-disclosure agreement for your business in three steps and download it as a Word file. $19, one-time, 30-day money-back guarantee.',
    indexable: true,
  },
  generate: {
    title: titled('Generating Your Document'),
    description: 'Your document is being researched, drafted and formatted.',
    indexable: false,
  },
  paymentSuccess: {
    title: titled('Payment Result'),
    description: 'Your payment result and your document code.',
    indexable: false,
  },
  documentCode: {
    title: titled('Enter Document Code'),
    description: 'Enter your document code to use your remaining credits or download your document again.',
    indexable: false,
  },
  download: {
    title: titled('Your Document Is Ready'),
    description: 'Download your generated legal document as a Word file.',
    indexable: false,
  },
  about: {
    title: titled('About Us'),
    description: `Why ${brand} drafts affordable, state-specific legal documents for small businesses.`,
    indexable: true,
  },
  contact: {
    title: titled('Contact Us'),
    description: `Questions about a document, a refund or your code: contact ${brand} support.`,
    indexable: true,
  },
  terms: {
    title: titled('Terms of Service'),
    description: `The terms of service of ${brand}.`,
    indexable: true,
  },
  privacy: {
    title: titled('Privacy Policy'),
    description: `How ${brand} collects, uses and protects your data.`,
    indexable: true,
  },
  // The same page as /privacy, which is the address search engines are given.
  privacyPolicy: {
    title: titled('Privacy Policy'),
    description: `How ${brand} collects, uses and protects your data.`,
    indexable: false,
    canonicalPath: paths.privacy.getHref(),
  },
  disclaimer: {
    title: titled('Legal Disclaimer'),
    description: `${brand} is not a law firm and does not give legal advice: what that means for your documents.`,
    indexable: true,
  },
  // The operator's page: never in search results.
  testAdobe: {
    title: titled('Integrations Check'),
    description: 'Operator page: checks the configured services and handles the money-back guarantee.',
    indexable: false,
  },
  notFound: {
    title: titled('Page Not Found'),
    description: 'The page you are looking for does not exist or has been moved.',
    indexable: false,
  },
});

function sampleMeta(slug: string): PageMeta {
  if (!isSampleDocumentType(slug)) {
    return { title: titled('Sample Document'), description: 'Sample legal documents.', indexable: false };
  }
  const name = SAMPLE_DOCUMENT_TYPES[slug];
  return {
    title: titled(`Sample ${name}`),
    description: `Read a complete sample ${name} drafted by ${site.brandName}'s engine, then create one for your own business.`,
    indexable: true,
  };
}

/** Every route but the catch-all; their order does not matter, as no two patterns match the same path. */
const ROUTE_NAMES = (Object.keys(paths) as RouteName[]).filter((name) => name !== 'notFound');

/** The meta of the page at `pathname`, matched as the router matches (case-insensitive, trailing slash allowed). */
export function pageMetaFor(pathname: string): PageMeta {
  for (const name of ROUTE_NAMES) {
    const match = matchPath({ path: paths[name].path, caseSensitive: false, end: true }, pathname);
    if (!match) continue;
    if (name === 'sampleDocument') return sampleMeta(match.params.documentType ?? '');
    return pageMetaTable()[name];
  }
  return pageMetaTable().notFound;
}

/** Every indexable address (path only), for the sitemap test. */
export function indexablePaths(): string[] {
  const pages = ROUTE_NAMES.flatMap((name) =>
    name !== 'sampleDocument' && pageMetaTable()[name].indexable ? [paths[name].getHref()] : [],
  );
  const samples = Object.keys(SAMPLE_DOCUMENT_TYPES).map((slug) => paths.sampleDocument.getHref(slug));
  return [...pages, ...samples];
}
