/** Spec wording for the payment result screen (spec §2, §4, §8). */
export const PAYMENT_STRINGS = {
  loading: 'Processing your payment...',
  errorTitle: 'Payment Error',
  tryAgain: 'Try Again',
  noSessionId: 'No session ID found. Please try again or contact support.',
  notFound: (id: string) =>
    `Could not find a valid document code. Please contact support with this session ID: ${id}`,
  invalidCode: (id: string) =>
    `Invalid document code. Please contact support with this session ID: ${id}`,
  validationError: 'An error occurred while validating your document code. Please contact support.',
  /** The code check answered, but not 'valid' for another reason than an unknown code (expired, not active). */
  validationRefused: 'Error validating your document code. Please contact support.',
  /** 'Generate Document Now' when the code could not be kept in this browser (storage off). */
  missingCodeTitle: 'Missing Document Code',
  missingCode: 'Unable to find your document code. Please try again.',
  unexpected: 'An unexpected error occurred. Please contact support.',
  successTitle: 'Payment Successful!',
  codeLabel: 'Your Document Code',
  noCode: 'No document code was found. Please contact support.',
  saveWarningTitle: 'Save this code now!',
  saveWarning:
    'Write it down or copy it somewhere safe. You cannot access your documents without it.',
  emailed: 'We also emailed this code to the address you used at checkout.',
  guaranteeTitle: '100% Satisfaction Guarantee',
  guarantee:
    'Not happy with your document? Ask for a full refund, or keep it and receive 3 additional document credits.',
  /** Spec §1: a refund request asks for the order ID; the document code is the one a buyer holds. */
  orderId: (code: string) => `Your order ID for a refund request is your document code, ${code}.`,
  requestRefund: 'Request a refund',
  copy: 'Copy',
  copied: 'Copied!',
  copyLabel: 'Copy your document code',
  copyFailed: 'Could not copy automatically: the code is selected, copy it from there.',
  /** The words of the spec's messages that become a link to support. */
  contactSupport: 'contact support',
  generateNow: 'Generate Document Now',
  returnHome: 'Return to Home',
  toastTitle: 'Payment successful!',
  toastDescription: 'Your document code has been saved.',
  /** Paid, but opened in a browser that did not start the checkout (another device, or storage was cleared). */
  paidElsewhereTitle: 'Payment Confirmed',
  codeNotShownTitle: 'Your code is not shown here',
  codeNotShown:
    'For your security, your document code is shown only in the browser where you started the checkout.',
  codeEmailed: 'We emailed your code to the address you gave at checkout.',
  codeNotEmailed: (id: string) =>
    `We could not email your code. Please contact support with this session ID: ${id}`,
  lostCode: 'Lost your code?',
  lostCodeHelp: 'We can email it again to the address you paid with.',
  enterCode: 'Enter your code',
  /** The purchase was refunded under the guarantee (the server's wording for a refunded code). */
  refundedTitle: 'Purchase Refunded',
  refunded:
    'This purchase was refunded under our money-back guarantee, so its document code can no longer be used. If you think this is a mistake, please contact support.',
  /** While the server cannot be reached (issue 24): the page keeps trying and never leaves. */
  offlineTitle: 'You are offline',
  offline: "Your connection dropped. We'll carry on by ourselves as soon as it is back: keep this page open.",
  unreachableTitle: "We can't reach our server right now",
  unreachable: "We'll keep trying by ourselves, every few seconds: keep this page open.",
  codeByEmail:
    "Your payment is not lost. Even if this page can't reach us, your document code also comes by email, to the address you gave at checkout: enter it under 'Have a code?' at the top of any page.",
  codeKeptWhileWaiting:
    "This is your document code: it is kept in this browser and also comes by email, to the address you gave at checkout. We're checking it before you can generate.",
  retryNow: 'Try now',
} as const;

/** The page waits this long before its code lookup (spec §4). */
export const VERIFY_DELAY_MS = 500;
