/** Spec wording for the 'Document Information' form (spec §2, §5). */
import type { RequiredField } from '@/lib/document-data';

export const FORM_STRINGS = {
  sectionTitle: 'Create Your Document',
  formTitle: 'Document Information',
  documentTypePlaceholder: 'Select document type...',
  businessNamePlaceholder: 'Enter your business name',
  businessTypePlaceholder: 'Select business type...',
  statePlaceholder: 'Select state...',
  industryPlaceholder: 'Select industry...',
  specialClauses: 'Special Clauses (Optional)',
  customInstructions: 'Custom Instructions',
  customInstructionsPlaceholder:
    'Add any specific terms, requirements or details you want in your document...',
  customInstructionsTooltip:
    'The AI reads your instructions and works them into the document where they fit, adapting the wording to the legal style of the document.',
  verbatimHint:
    "Tip: start your text with 'VERBATIM:' to have it included exactly as written.",
  expand: 'Expand',
  collapse: 'Collapse',
  submit: 'Generate Document - $19',
  submitting: 'Processing...',
  missingTitle: 'Required Fields Missing',
  missingPrefix: 'Please complete: ',
} as const;

export const FIELD_LABELS: Record<RequiredField, string> = {
  documentType: 'Document Type',
  businessName: 'Business Name',
  businessType: 'Business Type',
  stateJurisdiction: 'State/Jurisdiction',
  industry: 'Industry',
};

export const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  documentType: 'Document type is required',
  businessName: 'Business name is required',
  businessType: 'Business type is required',
  stateJurisdiction: 'State/Jurisdiction is required',
  industry: 'Industry is required',
};

/** Wording of the 'Other (Beta)' custom document type helper (spec §2, §5). */
export const CUSTOM_TYPE_STRINGS = {
  intro: 'Tell us which document you need; the AI tailors it to your business.',
  specificDocumentType: 'Specific Document Type',
  specificDocumentTypePlaceholder: 'e.g. Consulting Agreement',
  specificDocumentTypeRequired: 'Please enter the type of document you need',
  search: 'Search Documents',
  searchHint: 'Type at least 4 characters to search.',
  suggestionsLabel: 'Document type suggestions',
  commonDocuments: 'Common Documents',
  suggestedDocuments: 'Suggested Documents',
  searching: 'Searching...',
  documentDescription: 'Document Description',
  documentDescriptionPlaceholder: 'Briefly describe what this document should cover...',
  questionsTitle: 'A Few Questions About Your Document',
  questionsHint: 'Answers are optional, but they help the AI tailor your document.',
  generatingQuestions: 'Generating questions...',
  answerPlaceholder: 'Your answer (optional)',
} as const;

/** The label of the custom type in the missing-fields toast. */
export const SPECIFIC_TYPE_LABEL = CUSTOM_TYPE_STRINGS.specificDocumentType;

/** The home wizard's per-step messages (spec §5: steps 1 and 2; steps 3 and 4 have none). */
export const WIZARD_MESSAGES = {
  documentType: 'Please select a document type',
  businessName: 'Business name is required',
  businessType: 'Please select a business type',
  stateJurisdiction: 'Please select a state/jurisdiction',
  industry: 'Please select an industry',
} as const;

/** Wording of the home page's 4-step wizard for phones (spec §2). */
export const WIZARD_STRINGS = {
  progressLabel: 'Progress',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  completed: '(completed)',
  back: 'Back',
  continue: 'Continue',
  edit: 'Edit',
  documentIntro: 'Which document do you need?',
  businessIntro: 'Tell us about your business; the document follows your state and industry.',
  optionsIntro: 'Optional: add special clauses or your own instructions.',
  optionsIntroWithDetails: 'Optional: a few facts that make your document stronger, special clauses or your own instructions.',
  reviewIntro: 'Check your details, then pay once and the AI drafts your document.',
  protectionLevel: 'Protection Level',
  none: 'None',
  noAnswer: 'No answer',
  specialClauses: 'Special Clauses',
  price: 'Price',
  priceValue: '$19 one-time',
  priceIncludes: 'Includes 6 document credits for 30 days and the 30-day money-back guarantee.',
  haveCode: 'Have a code?',
  codeScreenTitle: 'Enter Document Code',
  codeScreenIntro: 'Already have a code?',
  backToForm: 'Back to the form',
} as const;

/**
 * 'Details that make your document stronger' (issue 10): optional facts that decide what the law allows. Each field
 * says in one line why it matters. Option values are the server's labels (src/lib/detail-options.ts); `optionText`
 * words a few of them more plainly on screen.
 */
export const DETAIL_STRINGS = {
  title: 'Details that make your document stronger',
  intro:
    'Optional. Each answer lets the document follow the law for your situation, instead of leaving a blank to fill in or a point to check.',
  selectPlaceholder: 'Select...',
  workStateSame: (state: string) => (state ? `Same as your business (${state})` : "Same as your business's state"),
  amountPlaceholder: 'e.g. 85,000',
  contractValuePlaceholder: 'e.g. 12,000',
  paymentDatesPlaceholder: 'e.g. within 15 days of each invoice',
  purposePlaceholder: 'e.g. evaluating a possible partnership',
  namePlaceholder: 'Full legal name',
  amountError: (label: string) => `${label} must be an amount in US dollars, like 85,000`,
  reviewTitle: 'Details',
  labels: {
    ownerName: "Owner's legal name",
    annualPay: 'Annual pay (US dollars)',
    exemptStatus: 'Exempt or non-exempt',
    workState: 'State where the employee will work',
    profession: 'Licensed health-care or similar profession',
    contractValue: 'Contract value (US dollars)',
    paymentDates: 'Payment dates',
    sellsOrSharesData: 'Do you sell or share personal data?',
    targetedAdvertising: 'Do you use targeted advertising?',
    sensitiveData: 'Sensitive data you handle',
    mutuality: 'Mutual or one-way',
    purpose: 'Purpose of sharing information',
    businessRole: "Your business's side",
    counterpartyName: "Other party's name",
    counterpartyEntityType: 'Other party: individual or business type',
    counterpartyState: "Other party's state",
  },
  /** The other party's labels where the document names it otherwise. */
  counterpartyLabels: {
    'Employment Agreement': { counterpartyName: "Employee's name" },
    'Freelance Agreement': {
      counterpartyName: "Freelancer's name",
      counterpartyEntityType: 'Freelancer: individual or business type',
      counterpartyState: "Freelancer's state",
    },
  } as Readonly<Record<string, Partial<Record<'counterpartyName' | 'counterpartyEntityType' | 'counterpartyState', string>>>>,
  hints: {
    ownerName: 'A sole proprietor signs personally: the document names you, doing business as your business name.',
    annualPay: 'Several states allow a non-compete only above a yearly pay threshold.',
    exemptStatus: 'Decides whether the agreement must provide for overtime pay.',
    workState: "That state's employment law protects the employee, wherever your business is based.",
    profession: 'Decides whether a non-compete is lawful for this employee in your state.',
    contractValue: 'Some states require set written terms for freelance work above a certain value.',
    paymentDates: 'Freelance-protection laws require the contract to say when payment is due.',
    sellsOrSharesData: 'Decides which opt-out rights your policy must describe under state privacy laws.',
    targetedAdvertising: 'Most state privacy laws give people the right to opt out of targeted advertising.',
    sensitiveData: "Health, children's and other sensitive data need extra notices and, in some states, consent.",
    mutuality: 'Mutual when both sides will share confidential information; one-way when only your business will.',
    purpose: 'The shared information may be used only for this purpose.',
    businessRole: 'The document is written for your side of the deal.',
    counterpartyName: 'Named in the agreement and its signature block, instead of a blank.',
    counterpartyEntityType: 'So the agreement describes them correctly: a person, or a business of that kind.',
    counterpartyState: 'Where they live or are organized, as the agreement describes them.',
  },
  /** Plainer on-screen wording of some answers (the value sent stays the server's label). */
  optionText: {
    Mutual: 'Mutual: both sides share information',
    'One-way': 'One-way: only your business shares',
    Exempt: 'Exempt (salaried, no overtime)',
    'Non-exempt': 'Non-exempt (paid overtime)',
  } as Readonly<Record<string, string>>,
} as const;

/** What the form says when the server cannot draft the typed 'Other (Beta)' name (C2, C3). */
export const UNSUPPORTED_TYPE_STRINGS = {
  noteTitle: 'We cannot draft this document type yet',
  submit: "Can't draft this document type yet (see the note above)",
  fallback: 'We cannot draft this kind of document well yet. Please choose one of the listed document types instead.',
} as const;
