import { useParams } from 'react-router-dom';
import { SampleDocument } from '@/features/sample-document/components/sample-document';

/** /sample-document/:documentType: the watermarked sample of one document type. */
export function SampleDocumentRoute() {
  const { documentType = '' } = useParams();
  return <SampleDocument documentType={documentType} />;
}
