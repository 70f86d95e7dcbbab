import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './routes/root-layout';
import { RouteErrorRoute } from './routes/route-error';

/**
 * Every route renders a component of app/routes, which composes the features it needs (no feature imports another).
 *
 * Route-level code splitting: each route's module is loaded by `lazy` only when the route is visited, so a first
 * visit downloads the shell (root layout, header, footer) and that one page. Add a route the same way:
 *   { path: paths.x.path, lazy: () => import('./routes/x').then((m) => ({ Component: m.XRoute })) },
 * and never import a route module statically here (that would pull it into every page's download).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      {
        path: paths.paymentSuccess.path,
        lazy: () => import('./routes/payment-success').then((m) => ({ Component: m.PaymentSuccessRoute })),
      },
      {
        path: paths.generate.path,
        lazy: () => import('./routes/generate').then((m) => ({ Component: m.GenerateRoute })),
      },
      {
        path: paths.download.path,
        lazy: () => import('./routes/download').then((m) => ({ Component: m.DownloadRoute })),
      },
      {
        path: paths.nda.path,
        lazy: () =>
          import('./routes/placeholder').then((m) => ({
            element: <m.PlaceholderRoute title="Need a Professional NDA Fast?" />,
          })),
      },
      {
        path: paths.documentCode.path,
        lazy: () =>
          import('./routes/placeholder').then((m) => ({ element: <m.PlaceholderRoute title="Enter Document Code" /> })),
      },
      {
        path: paths.sampleDocument.path,
        lazy: () => import('./routes/sample-document').then((m) => ({ Component: m.SampleDocumentRoute })),
      },
      {
        path: paths.about.path,
        lazy: () => import('./routes/placeholder').then((m) => ({ element: <m.PlaceholderRoute title="About Us" /> })),
      },
      {
        path: paths.contact.path,
        lazy: () => import('./routes/placeholder').then((m) => ({ element: <m.PlaceholderRoute title="Contact Us" /> })),
      },
      {
        path: paths.terms.path,
        lazy: () =>
          import('./routes/placeholder').then((m) => ({ element: <m.PlaceholderRoute title="Terms of Service" /> })),
      },
      {
        path: paths.privacy.path,
        lazy: () =>
          import('./routes/placeholder').then((m) => ({ element: <m.PlaceholderRoute title="Privacy Policy" /> })),
      },
      {
        path: paths.privacyPolicy.path,
        lazy: () =>
          import('./routes/placeholder').then((m) => ({ element: <m.PlaceholderRoute title="Privacy Policy" /> })),
      },
      {
        path: paths.disclaimer.path,
        lazy: () =>
          import('./routes/placeholder').then((m) => ({ element: <m.PlaceholderRoute title="Legal Disclaimer" /> })),
      },
      {
        path: paths.notFound.path,
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
