import { useEffect, useState } from 'react';
import { closeToast, showToast } from '@/components/ui/toaster';
import { errorMessage, isApiError, limitMessage } from '@/lib/api-client';
import { getStoredGclid } from '@/lib/gclid';
import { browserNavigation } from '@/lib/navigation';
import { setPendingDocumentCode, setPendingDocumentData } from '@/lib/storage';
import type { DocumentData } from '@/types/api';
import { useCreateCheckout } from '../api/create-checkout';
import { setCheckoutError, useCheckoutError } from '../checkout-error';
import { CHECKOUT_STRINGS } from '../strings';

/**
 * Checkout: idle -> processing -> browser sent to the checkout URL (spec §4). On failure the
 * button returns to idle with the spec's error toast and the 'Payment Error' banner (spec §8,
 * `CheckoutErrorBanner`); a 400 with `fields` also yields field errors, and `checkoutError` is the same message for a
 * page that shows it in place (the /nda error box, spec §8).
 *
 * A refusal by the server's screening (C1 `instructions_conflict`, C2 `custom_type_not_supported`) is no checkout
 * failure: its own toast says the order needs a change, its sentence goes to the field (`fieldErrors`), and no
 * 'Payment Error' banner shows; `refusal` holds the sentence for a page without that field.
 */
/**
 * The id of the checkout's error toasts: a new attempt closes the last one, and a form given the refusal's field
 * errors closes it once those fields are fixed (DocumentForm's `serverErrorsToastId`).
 */
export const CHECKOUT_ERROR_TOAST_ID = 'checkout-error';

export function useCheckout() {
  const { trigger } = useCreateCheckout();
  const [isProcessing, setProcessing] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const checkoutError = useCheckoutError();

  // Coming back from the payment page through the back/forward cache: back to idle.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // A failure belongs to the page it happened on: leaving it clears the banner.
  useEffect(() => () => setCheckoutError(null), []);

  async function startCheckout(documentData: DocumentData) {
    setProcessing(true);
    closeToast(CHECKOUT_ERROR_TOAST_ID);
    setFieldErrors(null);
    setRefusal(null);
    setCheckoutError(null);
    setPendingDocumentData(documentData);
    try {
      const gclid = getStoredGclid();
      const result = await trigger({
        pricingTier: '$19',
        documentData,
        ...(gclid ? { gclid } : {}),
      });
      if (result.code) setPendingDocumentCode(result.code);
      browserNavigation.assign(result.url);
      // Stay in 'Processing...' while the browser leaves the page.
    } catch (error) {
      const refusals = CHECKOUT_STRINGS.refusals;
      const refused =
        isApiError(error) && error.status === 400 && Object.hasOwn(refusals, error.code)
          ? refusals[error.code]
          : undefined;
      if (isApiError(error) && refused) {
        console.warn('The order was refused before payment', error.code);
        setFieldErrors({ ...(error.fields ?? { [refused.field]: error.message }) });
        setRefusal(error.message);
        showToast(refused.title, refused.description, 'error', CHECKOUT_ERROR_TOAST_ID);
        setProcessing(false);
        return;
      }
      console.error('Checkout failed', error);
      if (isApiError(error) && error.status === 400 && error.fields) setFieldErrors({ ...error.fields });
      // A limit's refusal says when to try again: the toast says so, not just 'Please try again.' (issue 24).
      const description = limitMessage(error) ?? CHECKOUT_STRINGS.errorDescription;
      showToast(CHECKOUT_STRINGS.errorTitle, description, 'error', CHECKOUT_ERROR_TOAST_ID);
      // The server's sentence when it has one (e.g. which field it refused), else the spec's wording.
      setCheckoutError(errorMessage(error, CHECKOUT_STRINGS.errorDescription));
      setProcessing(false);
    }
  }

  return { startCheckout, isProcessing, fieldErrors, checkoutError, refusal };
}
