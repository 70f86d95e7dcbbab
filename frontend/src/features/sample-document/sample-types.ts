/**
 * The sample types and their labels (spec §3 'Document type labels for samples'). A file of its own: the entry reads
 * it to ask for a sample page's document early (app/early-requests.ts) without carrying the page's other strings.
 */
export const SAMPLE_DOCUMENT_TYPES = {
  nda: 'Non-Disclosure Agreement',
  tos: 'Terms of Service',
  privacy: 'Privacy Policy',
  freelance: 'Freelance Agreement',
  employment: 'Employment Agreement',
} as const;

export type SampleDocumentType = keyof typeof SAMPLE_DOCUMENT_TYPES;

export function isSampleDocumentType(value: string): value is SampleDocumentType {
  return Object.prototype.hasOwnProperty.call(SAMPLE_DOCUMENT_TYPES, value);
}

