import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { routeModules } from './route-modules';
import { RootLayout, RouteFocus } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * Each routed page's module (route-modules.ts) loads when the page is first shown, so a first visit downloads the
 * shell (root layout, header, footer) and that one page; once loaded, coming back to it renders at once.
 */
const pages = {
  home: lazyWithPreload(() => routeModules.home().then((m) => m.HomeRoute)),
  paymentSuccess: lazyWithPreload(() => routeModules.paymentSuccess().then((m) => m.PaymentSuccessRoute)),
  generate: lazyWithPreload(() => routeModules.generate().then((m) => m.GenerateRoute)),
  download: lazyWithPreload(() => routeModules.download().then((m) => m.DownloadRoute)),
  nda: lazyWithPreload(() => routeModules.nda().then((m) => m.NdaRoute)),
  documentCode: lazyWithPreload(() => routeModules.documentCode().then((m) => m.DocumentCodeRoute)),
  sampleDocument: lazyWithPreload(() => routeModules.sampleDocument().then((m) => m.SampleDocumentRoute)),
  about: lazyWithPreload(() => routeModules.about().then((m) => m.AboutRoute)),
  contact: lazyWithPreload(() => routeModules.contact().then((m) => m.ContactRoute)),
  terms: lazyWithPreload(() => routeModules.terms().then((m) => m.TermsRoute)),
  privacy: lazyWithPreload(() => routeModules.privacy().then((m) => m.PrivacyRoute)),
  privacyPolicy: lazyWithPreload(() => routeModules.privacyPolicy().then((m) => m.PrivacyRoute)),
  disclaimer: lazyWithPreload(() => routeModules.disclaimer().then((m) => m.DisclaimerRoute)),
  testAdobe: lazyWithPreload(() => routeModules.testAdobe().then((m) => m.TestAdobeRoute)),
  notFound: lazyWithPreload(() => routeModules.notFound().then((m) => m.NotFoundRoute)),
} satisfies Record<keyof typeof routeModules, PreloadableComponent<object>>;

/**
 * Every route renders a component of app/routes, which composes the features it needs (no feature imports another).
 * Add a route with its module in route-modules.ts and an entry in `pages` above; never import a route module statically
 * here (that would pull it into every page's download).
 *
 * The router is React Router's declarative one (docs/decisions/0015): the data router's loaders, actions and lazy route
 * objects are not used, and leaving them out keeps about 17 KB of gzipped JavaScript off every first visit.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: (Object.keys(pages) as (keyof typeof pages)[]).map((name) => {
      const Page = pages[name];
      return { path: paths[name].path, element: <Page /> };
    }),
  },
];

function RouteTable({ routeObjects }: { routeObjects: RouteObject[] }) {
  return useRoutes(routeObjects);
}

/** The page for the current address, inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes({ routeObjects = routes }: { routeObjects?: RouteObject[] }) {
  return (
    <>
      <RouteErrorBoundary>
        {/* Nothing shows until the first page's code is here (header, page and footer then appear together, with no
            layout shift); later navigations keep the current page on screen while the next one loads. */}
        <Suspense fallback={null}>
          <RouteTable routeObjects={routeObjects} />
        </Suspense>
      </RouteErrorBoundary>
      {/* Outside the boundary, which draws each page anew: it sees one page follow another. */}
      <RouteFocus />
    </>
  );
}

/** Loads every page's module, so each renders at once (tests). */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(Object.values(pages).map((page) => page.preload()));
}
