import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { validateDocumentCode } from '@/features/document-code/api/validate-document-code';
import { PaymentSuccess } from '@/features/payment/components/payment-success';
import { getPaymentSessionId, setPaymentSessionId } from '@/lib/storage';

const SESSION_PARAM = 'session_id';

/**
 * The checkout session the customer came back from: `?session_id=…` in the return address, else (a reload after the
 * address was cleaned) the copy this tab kept. The id leaves the address bar at once and is never put back: it
 * would stay in browser history, in a link the buyer shares, and in what analytics read of the address.
 *
 * The address is changed with `history.replaceState` (the router's own location is left as it is, so the page is
 * not navigated again and no second page view is counted), in a layout effect: layout effects run before any
 * passive effect of the same commit, so before the root layout's page-view effect reads `window.location`.
 */
function useReturnedSessionId(): string {
  const [params] = useSearchParams();
  const fromAddress = params.get(SESSION_PARAM)?.trim() ?? '';
  const sessionId = fromAddress || getPaymentSessionId() || '';

  useLayoutEffect(() => {
    if (fromAddress) setPaymentSessionId(fromAddress);
    if (new URLSearchParams(window.location.search).has(SESSION_PARAM)) {
      // The router's state (its key and index of this entry) is kept: Back and Forward still work.
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, [fromAddress]);

  return sessionId;
}

/** /payment-success?session_id=…: the payment result for the checkout session the customer came back from. */
export function PaymentSuccessRoute() {
  const sessionId = useReturnedSessionId();
  return <PaymentSuccess key={sessionId} sessionId={sessionId} validateCode={validateDocumentCode} />;
}
