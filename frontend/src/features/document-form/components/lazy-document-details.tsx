import { Box } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import type { DocumentDetailsProps } from './document-details';

const DocumentDetails = lazy(() =>
  import('./document-details').then((module) => ({ default: module.DocumentDetails })),
);

/**
 * 'Details that make your document stronger', whose code (and answer lists) loads when a type that asks for details
 * is chosen, not with the first paint of the form. The caller renders it only when there are fields to show.
 */
export function LazyDocumentDetails(props: DocumentDetailsProps) {
  return (
    <Suspense fallback={<Box minH="48" aria-busy="true" />}>
      <DocumentDetails {...props} />
    </Suspense>
  );
}
