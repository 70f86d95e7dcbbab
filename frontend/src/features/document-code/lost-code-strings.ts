/** 'Lost your code?' on the code-entry screens: the codes bought with an email address are sent to it. */
export const LOST_CODE_STRINGS = {
  toggle: 'Lost your code?',
  formLabel: 'Email me my document codes',
  intro: "Enter the email address you paid with. We'll email it every document code bought with it that is still active.",
  emailLabel: 'Email Address',
  submit: 'Email My Codes',
  sending: 'Sending...',
  invalidEmail: 'Please enter a valid email address',
  failed: 'Your request could not be sent. Please try again later.',
  sentTitle: 'Check your email',
  sent: (email: string) =>
    `If ${email} was used to buy a document code that is still active, we've emailed every such code to it. It can take a few minutes; check your spam folder too.`,
  nothingArrived: 'Nothing within 10 minutes?',
  contactUs: 'Contact us',
  another: 'Use another address',
} as const;
