import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DownloadPage } from '@/features/download/components/download-page';
import { GenerationProgress } from '@/features/generation/components/generation-progress';
import { PaymentSuccess } from '@/features/payment/components/payment-success';
import { SampleDocumentPage } from '@/features/sample-document/components/sample-document-page';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PlaceholderRoute } from './routes/placeholder';
import { RootLayout } from './routes/root-layout';
import { RouteErrorRoute } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.paymentSuccess.path, element: <PaymentSuccess /> },
      { path: paths.generate.path, element: <GenerationProgress /> },
      { path: paths.download.path, element: <DownloadPage /> },
      { path: paths.nda.path, element: <PlaceholderRoute title="Need a Professional NDA Fast?" /> },
      { path: paths.documentCode.path, element: <PlaceholderRoute title="Enter Document Code" /> },
      { path: paths.sampleDocument.path, element: <SampleDocumentPage /> },
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
