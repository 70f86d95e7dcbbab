import { useSearchParams } from 'react-router-dom';
import { validateDocumentCode } from '@/features/document-code/api/validate-document-code';
import { PaymentSuccess } from '@/features/payment/components/payment-success';

/** /payment-success?session_id=…: the payment result for the checkout session the customer came back from. */
export function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  return <PaymentSuccess sessionId={sessionId} validateCode={validateDocumentCode} />;
}
