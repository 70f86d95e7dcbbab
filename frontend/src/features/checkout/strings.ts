/** Spec §8 checkout wording. */
export const CHECKOUT_STRINGS = {
  errorTitle: 'Checkout Error',
  errorDescription: 'Unable to create checkout session. Please try again.',
  /** The banner above the form when a checkout could not be created. */
  bannerTitle: 'Payment Error',
  dismiss: 'Dismiss',
  /** Back from the payment page with Cancel (the cancel URL carries ?checkout=cancelled). */
  cancelledTitle: 'Checkout cancelled: you have not been charged',
  cancelled:
    'Nothing was paid. Your details are still filled in below, so you can continue whenever you are ready.',
} as const;

/** The query parameter and value of the payment provider's cancel URL (/?checkout=cancelled#documentForm). */
export const CANCELLED_PARAM = { name: 'checkout', value: 'cancelled' } as const;
