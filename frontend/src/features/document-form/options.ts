/**
 * The form's option lists (spec §3). The lists themselves come from the Rust domain through `@/lib/options`
 * (generated); only the document types' descriptions, which the form shows and the server never reads, live here.
 * Values sent to the API are the labels.
 */
import { DOCUMENT_TYPE_LABELS } from '@/lib/options';

export type DocumentTypeOption = { value: string; label: string; description: string };

/** What each document type is for, keyed by its label; a test checks every generated type has one. */
export const DOCUMENT_TYPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Non-Disclosure Agreement':
    'Protects confidential information shared between parties, such as business plans, client lists and trade secrets.',
  'Terms of Service':
    'Sets the rules for using your website, app or service, and limits your liability to users.',
  'Privacy Policy':
    'Explains how you collect, use and protect personal data. Relevant for GDPR and CCPA compliance.',
  'Freelance Agreement':
    'Defines scope of work, deliverables, payment terms and ownership of work between you and a freelancer or client.',
  'Employment Agreement':
    'Sets out the role, compensation, duties, confidentiality and termination terms for an employee.',
  'Other (Beta)':
    'Need a different document? Tell us what it is and the AI will ask targeted questions to draft it.',
};

export const DOCUMENT_TYPES: readonly DocumentTypeOption[] = DOCUMENT_TYPE_LABELS.map((label) => ({
  value: label,
  label,
  description: DOCUMENT_TYPE_DESCRIPTIONS[label] ?? '',
}));

export function documentTypeDescription(value: string): string | null {
  return DOCUMENT_TYPES.find((option) => option.value === value)?.description ?? null;
}
