import { validateDocumentCode } from '@/features/document-code/api/validate-document-code';
import { GenerationProgress } from '@/features/generation/components/generation-progress';

/** /generate: the generating screen, checking the stored code with the document-code feature's call. */
export function GenerateRoute() {
  return <GenerationProgress validateCode={validateDocumentCode} />;
}
