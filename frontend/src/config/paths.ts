/** Every route of the SPA (spec §2), in one place. */
export const paths = {
  home: { path: '/', getHref: (fresh?: number) => (fresh ? `/?fresh=${fresh}` : '/') },
  nda: { path: '/nda', getHref: () => '/nda' },
  generate: { path: '/generate', getHref: () => '/generate' },
  paymentSuccess: {
    path: '/payment-success',
    getHref: (sessionId?: string) =>
      sessionId ? `/payment-success?session_id=${encodeURIComponent(sessionId)}` : '/payment-success',
  },
  documentCode: { path: '/document-code', getHref: () => '/document-code' },
  download: { path: '/download', getHref: () => '/download' },
  sampleDocument: {
    path: '/sample-document/:documentType',
    getHref: (documentType: string) => `/sample-document/${documentType}`,
  },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  disclaimer: { path: '/disclaimer', getHref: () => '/disclaimer' },
  /** The operator's page (decisions §4.7): linked from nowhere, behind the admin token. */
  testAdobe: { path: '/test-adobe', getHref: () => '/test-adobe' },
  notFound: { path: '*', getHref: () => '/404' },
} as const;

/** The anchor of the document form on the home page. */
export const DOCUMENT_FORM_ANCHOR = 'documentForm';

/** Navigation state /document-code reads: open its 'Lost your code?' form at once (the payment result links there). */
export type DocumentCodeNavigationState = { lostCode?: boolean } | null;

/** Navigation state /download reads: the finished job to offer (a returning buyer's latest document). */
export type DownloadNavigationState = { jobId?: string } | null;
