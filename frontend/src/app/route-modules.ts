/**
 * Each route's module, loaded on demand (route-level code splitting): a visit downloads the shell and the one page it
 * shows. The router's `lazy` (router.tsx) calls these; the build reads this table (build-tools/early-route.ts) to
 * start the visited page's download first thing. Keep one `name: () => import('./routes/file')` per line, the names
 * those of config/paths.ts, and never import a route module statically, or it joins every page's download.
 */
export const routeModules = {
  home: () => import('./routes/home'),
  nda: () => import('./routes/nda'),
  generate: () => import('./routes/generate'),
  paymentSuccess: () => import('./routes/payment-success'),
  documentCode: () => import('./routes/document-code'),
  download: () => import('./routes/download'),
  sampleDocument: () => import('./routes/sample-document'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  terms: () => import('./routes/terms'),
  privacy: () => import('./routes/privacy'),
  privacyPolicy: () => import('./routes/privacy'),
  disclaimer: () => import('./routes/disclaimer'),
  testAdobe: () => import('./routes/test-adobe'),
  notFound: () => import('./routes/not-found'),
} as const;
