/** The form's option lists (spec §3). Values sent to the API are the labels. */

export type DocumentTypeOption = { value: string; label: string; description: string };

export const DOCUMENT_TYPES: DocumentTypeOption[] = [
  {
    value: 'Non-Disclosure Agreement',
    label: 'Non-Disclosure Agreement',
    description:
      'Protects confidential information shared between parties, such as business plans, client lists and trade secrets.',
  },
  {
    value: 'Terms of Service',
    label: 'Terms of Service',
    description:
      'Sets the rules for using your website, app or service, and limits your liability to users.',
  },
  {
    value: 'Privacy Policy',
    label: 'Privacy Policy',
    description:
      'Explains how you collect, use and protect personal data. Relevant for GDPR and CCPA compliance.',
  },
  {
    value: 'Freelance Agreement',
    label: 'Freelance Agreement',
    description:
      'Defines scope of work, deliverables, payment terms and ownership of work between you and a freelancer or client.',
  },
  {
    value: 'Employment Agreement',
    label: 'Employment Agreement',
    description:
      'Sets out the role, compensation, duties, confidentiality and termination terms for an employee.',
  },
  {
    value: 'Other (Beta)',
    label: 'Other (Beta)',
    description:
      'Need a different document? Tell us what it is and the AI will ask targeted questions to draft it.',
  },
];

export const BUSINESS_TYPES = [
  'Sole Proprietorship',
  'Partnership',
  'Limited Liability Company (LLC)',
  'Corporation',
  'Non-Profit Organization',
] as const;

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Financial Services',
  'Real Estate',
  'Construction',
  'Manufacturing',
  'Retail',
  'Hospitality',
  'Education',
  'Transportation',
  'Energy',
  'Media & Entertainment',
  'Agriculture',
  'Food & Beverage',
  'Professional Services',
  'Non-Profit',
  'Other',
] as const;

export type SpecialClauseOption = { id: string; label: string };

export const SPECIAL_CLAUSES: SpecialClauseOption[] = [
  { id: 'enhanced-confidentiality', label: 'Enhanced Confidentiality' },
  { id: 'arbitration-provision', label: 'Arbitration Provision' },
  { id: 'advanced-termination', label: 'Advanced Termination Options' },
  { id: 'intellectual-property', label: 'Intellectual Property Protection' },
  { id: 'non-compete', label: 'Non-Compete Clause' },
  { id: 'data-protection', label: 'Data Protection' },
];

export function documentTypeDescription(value: string): string | null {
  return DOCUMENT_TYPES.find((option) => option.value === value)?.description ?? null;
}
