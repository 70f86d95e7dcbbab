import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DocumentCodeRoute } from './routes/document-code';
import { DownloadRoute } from './routes/download';
import { GenerateRoute } from './routes/generate';
import { HomeRoute } from './routes/home';
import { NdaRoute } from './routes/nda';
import { NotFoundRoute } from './routes/not-found';
import { PaymentSuccessRoute } from './routes/payment-success';
import { PlaceholderRoute } from './routes/placeholder';
import { RootLayout } from './routes/root-layout';
import { RouteErrorRoute } from './routes/route-error';
import { SampleDocumentRoute } from './routes/sample-document';

/** Every route renders a component of app/routes, which composes the features it needs (no feature imports another). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.paymentSuccess.path, element: <PaymentSuccessRoute /> },
      { path: paths.generate.path, element: <GenerateRoute /> },
      { path: paths.download.path, element: <DownloadRoute /> },
      { path: paths.nda.path, element: <NdaRoute /> },
      { path: paths.documentCode.path, element: <DocumentCodeRoute /> },
      { path: paths.sampleDocument.path, element: <SampleDocumentRoute /> },
      { path: paths.about.path, element: <PlaceholderRoute title="About Us" /> },
      { path: paths.contact.path, element: <PlaceholderRoute title="Contact Us" /> },
      { path: paths.terms.path, element: <PlaceholderRoute title="Terms of Service" /> },
      { path: paths.privacy.path, element: <PlaceholderRoute title="Privacy Policy" /> },
      { path: paths.privacyPolicy.path, element: <PlaceholderRoute title="Privacy Policy" /> },
      { path: paths.disclaimer.path, element: <PlaceholderRoute title="Legal Disclaimer" /> },
      { path: paths.notFound.path, element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
