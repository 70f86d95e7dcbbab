/** Spec §8 checkout wording. */
export const CHECKOUT_STRINGS = {
  errorTitle: 'Checkout Error',
  errorDescription: 'Unable to create checkout session. Please try again.',
  /**
   * The server's screening refused the order before any payment (codes `instructions_conflict`,
   * `custom_type_not_supported`): not a checkout failure, so its own toast; the server's sentence shows by the field.
   */
  refusals: {
    instructions_conflict: {
      title: 'Your instructions need a change',
      description: 'Nothing was charged. The note under Custom Instructions says what to change.',
      field: 'customInstructions',
    },
    custom_type_not_supported: {
      title: "We can't draft this document type yet",
      description: 'Nothing was charged. The note under Specific Document Type says what to choose instead.',
      field: 'specificDocumentType',
    },
  } as Readonly<Record<string, { title: string; description: string; field: string }>>,
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
