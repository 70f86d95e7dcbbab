import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { routeModules } from './route-modules';
import { RootLayout } from './routes/root-layout';
import { RouteErrorRoute } from './routes/route-error';

/**
 * Every route renders a component of app/routes, which composes the features it needs (no feature imports another).
 *
 * Route-level code splitting: each route's module (route-modules.ts) is loaded by `lazy` only when the route is
 * visited, so a first visit downloads the shell (root layout, header, footer) and that one page. Add a route the
 * same way, with its module in route-modules.ts:
 *   { path: paths.x.path, lazy: () => routeModules.x().then((m) => ({ Component: m.XRoute })) },
 * and never import a route module statically here (that would pull it into every page's download).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      { path: paths.home.path, lazy: () => routeModules.home().then((m) => ({ Component: m.HomeRoute })) },
      {
        path: paths.paymentSuccess.path,
        lazy: () => routeModules.paymentSuccess().then((m) => ({ Component: m.PaymentSuccessRoute })),
      },
      { path: paths.generate.path, lazy: () => routeModules.generate().then((m) => ({ Component: m.GenerateRoute })) },
      { path: paths.download.path, lazy: () => routeModules.download().then((m) => ({ Component: m.DownloadRoute })) },
      {
        path: paths.nda.path,
        lazy: () => routeModules.nda().then((m) => ({ Component: m.NdaRoute })),
      },
      {
        path: paths.documentCode.path,
        lazy: () => routeModules.documentCode().then((m) => ({ Component: m.DocumentCodeRoute })),
      },
      {
        path: paths.sampleDocument.path,
        lazy: () => routeModules.sampleDocument().then((m) => ({ Component: m.SampleDocumentRoute })),
      },
      {
        path: paths.about.path,
        lazy: () => routeModules.about().then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: paths.contact.path,
        lazy: () => routeModules.contact().then((m) => ({ Component: m.ContactRoute })),
      },
      {
        path: paths.terms.path,
        lazy: () => routeModules.terms().then((m) => ({ Component: m.TermsRoute })),
      },
      {
        path: paths.privacy.path,
        lazy: () => routeModules.privacy().then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        path: paths.privacyPolicy.path,
        lazy: () => routeModules.privacyPolicy().then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        path: paths.disclaimer.path,
        lazy: () => routeModules.disclaimer().then((m) => ({ Component: m.DisclaimerRoute })),
      },
      {
        path: paths.notFound.path,
        lazy: () => routeModules.notFound().then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
