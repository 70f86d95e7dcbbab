import { Box } from '@chakra-ui/react';
import { Suspense, lazy, type ComponentProps } from 'react';

const CustomDocumentType = lazy(() =>
  import('./custom-document-type').then((module) => ({ default: module.CustomDocumentType })),
);

/**
 * The 'Other (Beta)' fields (name, description, the AI's questions), whose code loads when a visitor chooses that
 * type rather than with every visit to the form.
 */
export function LazyCustomDocumentType(props: ComponentProps<typeof CustomDocumentType>) {
  return (
    <Suspense fallback={<Box minH="40" aria-busy="true" />}>
      <CustomDocumentType {...props} />
    </Suspense>
  );
}
