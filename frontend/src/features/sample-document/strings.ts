/** Spec wording of the sample page (spec §2 'Sample page', §5, §8); the types and their labels are sample-types.ts. */
import { SAMPLE_DOCUMENT_TYPES, type SampleDocumentType } from './sample-types';

/** The full sample in a dialog (spec §2: on /nda, 'View Full Sample' opens 'Complete Sample NDA - Preview Only'). */
export const SAMPLE_DIALOG_STRINGS = {
  title: (documentType: SampleDocumentType) =>
    `Complete Sample ${documentType === 'nda' ? 'NDA' : SAMPLE_DOCUMENT_TYPES[documentType]} - Preview Only`,
  close: 'Close',
  closeLabel: 'Close the sample',
} as const;

export const SAMPLE_STRINGS = {
  backHome: 'Back to Home',
  title: (name: string) => `Sample ${name}`,
  fallbackTitle: 'Sample Document',
  sampleOnly: 'Sample Only',
  loading: 'Loading sample document...',
  errorPrefix: 'Error: ',
  tryAgain: 'Try Again',
  watermark: 'SAMPLE - NOT FOR USE',
  invalidType: 'Invalid document type',
  noDocument: 'Failed to load sample document',
  loadFailed: 'Failed to load document',
  errorToastTitle: 'Error',
  errorToastDescription: 'Error loading sample document. Please try again.',
  ctaTitle: 'Want a customized version of this document?',
  ctaText:
    'Get a document drafted for your business, state and industry in minutes, delivered as a Word file.',
  ctaButton: 'Generate Custom Document',
  disclaimer:
    'This sample is drafted for a fictional business and is for illustration only. It is not legal advice and must not be used as is.',
} as const;

/** The tabbed sample previews (spec §2: home, and /nda with its dialog). Tab labels as the spec lists them. */
export const SAMPLE_PREVIEW_STRINGS = {
  tabs: {
    nda: 'NDA',
    tos: 'Terms of Service',
    privacy: 'Privacy Policy',
    freelance: 'Freelance',
    employment: 'Employment',
  } satisfies Record<SampleDocumentType, string>,
  tabListLabel: 'Sample documents',
  viewFull: 'View Full Sample',
  excerptNote: 'The opening of the sample, drafted by our engine for a fictional business.',
} as const;
