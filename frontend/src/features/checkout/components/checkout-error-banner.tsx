import { Alert, CloseButton } from '@chakra-ui/react';
import { setCheckoutError, useCheckoutError } from '../checkout-error';
import { CHECKOUT_STRINGS as S } from '../strings';

/** The 'Payment Error' banner of a failed checkout (spec §8), beside the 'Checkout Error' toast; dismissible. */
export function CheckoutErrorBanner() {
  const message = useCheckoutError();
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="lg" role="alert" data-testid="checkout-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{S.bannerTitle}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" alignSelf="flex-start" aria-label={S.dismiss} onClick={() => setCheckoutError(null)} />
    </Alert.Root>
  );
}
