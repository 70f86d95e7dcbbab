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
  /** True of either drafter: no claim of AI where none may draft (issue 24). */
  reviewIntro: 'Check your details, then pay once and your document is drafted.',
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

/** What the form says when the server cannot draft the typed 'Other (Beta)' name (C2, C3). */
export const UNSUPPORTED_TYPE_STRINGS = {
  noteTitle: 'We cannot draft this document type yet',
  submit: "Can't draft this document type yet (see the note above)",
  fallback: 'We cannot draft this kind of document well yet. Please choose one of the listed document types instead.',
} as const;
