/** The contact page's words (spec §2 'Contact page', §3 'Contact message', §5 'Contact form', §8 'Contact'). */
export const CONTACT_STRINGS = {
  title: 'Contact Us',
  intro: 'Questions about a document, your code, a payment or a refund? Send us a message.',
  nameLabel: 'Full Name',
  emailLabel: 'Email Address',
  reasonLabel: 'Reason for Contact',
  reasonPlaceholder: 'Select a reason',
  messageLabel: 'Your Message',
  submit: 'Submit Message',
  submitting: 'Sending...',
  replyNote: 'We reply within 1-2 business days.',
  urgentNote: (phone: string) =>
    `Urgent? Call ${phone}: our AI assistant answers and creates an urgent support ticket for our team.`,
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  invalidEmail: 'Please enter a valid email address',
  missingReason: 'Please select a contact reason',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be at most 5,000 characters',
  successTitle: 'Message sent successfully!',
  successDescription: "We'll get back to you as soon as possible.",
  failureTitle: 'Something went wrong',
  failureDescription: 'Your message could not be sent. Please try again later.',
} as const;

/** Spec §3: the reason values and their labels. */
export const CONTACT_REASONS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'feedback', label: 'Product Feedback' },
  { value: 'legal', label: 'Legal Question' },
  { value: 'other', label: 'Other' },
] as const;
