import { Alert, CloseButton } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CANCELLED_PARAM, CHECKOUT_STRINGS as S } from '../strings';

/**
 * Back from the payment page with Cancel (/?checkout=cancelled#documentForm): a clear word that nothing was
 * charged, where the visitor lands (above the form, which keeps their details). Dismissing it drops the parameter.
 */
export function CheckoutCancelledNotice() {
  const [params, setParams] = useSearchParams();
  const cancelled = params.get(CANCELLED_PARAM.name) === CANCELLED_PARAM.value;
  const ref = useRef<HTMLDivElement>(null);

  // The browser cannot scroll to #documentForm before the app has drawn it: bring the notice into view once.
  useEffect(() => {
    if (!cancelled) return;
    const timer = window.setTimeout(() => ref.current?.scrollIntoView({ block: 'center' }), 100);
    return () => window.clearTimeout(timer);
  }, [cancelled]);

  if (!cancelled) return null;

  function dismiss() {
    const next = new URLSearchParams(params);
    next.delete(CANCELLED_PARAM.name);
    setParams(next, { replace: true });
  }

  return (
    <Alert.Root ref={ref} status="info" borderRadius="lg" role="status" data-testid="checkout-cancelled">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{S.cancelledTitle}</Alert.Title>
        <Alert.Description>{S.cancelled}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" alignSelf="flex-start" aria-label={S.dismiss} onClick={dismiss} />
    </Alert.Root>
  );
}
