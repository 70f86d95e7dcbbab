/** Spec §8 checkout wording. */
export const CHECKOUT_STRINGS = {
  errorTitle: 'Checkout Error',
  errorDescription: 'Unable to create checkout session. Please try again.',
} as const;
