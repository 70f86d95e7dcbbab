/**
 * The operator page's wording (/test-adobe, decisions §4.7). The spec's page tested a PDF service; this one names what
 * it checks: the site's own integrations. The spec's result words are kept where they fit ('Connection Failed',
 * 'Test Failed', 'Error invoking test function', possible solutions, network diagnostics).
 */
export const OPERATOR_STRINGS = {
  title: 'Integrations Check',
  intro:
    'For the site operator: checks each service this site is configured with (records, files, email, payments and the AI providers) with a real, cheap call, and handles the money-back guarantee.',
  tokenLabel: 'Admin token',
  tokenHelp: 'Kept in this tab only, and sent only to this site in a request header.',
  unlock: 'Unlock',
  unlockForm: 'Unlock the operator page',
  forget: 'Forget token',
  tokenRequired: 'Enter the admin token.',
  wrongToken: 'The admin token is missing or wrong.',

  checkHeading: 'Integrations',
  runCheck: 'Check integrations',
  checking: 'Checking...',
  allConnected: 'Integrations Connected',
  testFailed: 'Test Failed',
  invokeError: 'Error invoking test function',
  connectionFailed: 'Connection Failed',
  details: 'Details',
  diagnostics: 'Network diagnostics',
  solutions: 'Possible solutions',
  statusLabels: { ok: 'OK', failed: 'Failed', off: 'Not configured' },

  guaranteeHeading: 'Money-back guarantee',
  guaranteeIntro:
    'Find a purchase by its document code or the email used at checkout, then add 3 additional document credits (once per code) or refund it in full and deactivate the code. The buyer is emailed either way.',
  lookupLabel: 'Document code or checkout email',
  lookup: 'Find purchase',
  lookupRequired: 'Enter a document code or the email address used at checkout.',
  addCredits: 'Add 3 credits',
  refund: 'Refund and deactivate',
  operatorLabel: 'Your name',
  reasonLabel: 'Reason',
  reasonRequired: 'Give a reason of 3 to 500 characters.',
  operatorRequired: 'Give your name, 2 to 100 characters.',
  confirmCredits: 'Confirm: add 3 credits',
  confirmRefund: 'Confirm: refund and deactivate',
  cancel: 'Cancel',
  creditsAdded: '3 credits added.',
  refunded: 'Refunded in full; the code is deactivated.',
  buyerEmailed: 'The buyer was emailed.',
  buyerNotEmailed: 'No email could be sent to the buyer.',
  history: 'History',
  statusNames: { active: 'Active', expired: 'Expired', refunded: 'Refunded', unpaid: 'Unpaid' },
} as const;
