/** Shared rules about the order draft (spec §3, §5). */
import type { DocumentData } from '@/types/api';
import { copyDetails, keepDetails } from './document-details';
import { orderDetailFields } from './order-schema';
import { DEFAULT_PROTECTION_LEVEL } from './options';

/** The document type whose details the customer describes (one of the generated document types; a test checks). */
export const OTHER_DOCUMENT_TYPE = 'Other (Beta)';

export function emptyDocumentData(): DocumentData {
  return {
    documentType: '',
    businessName: '',
    businessType: '',
    stateJurisdiction: '',
    industry: '',
    protectionLevel: DEFAULT_PROTECTION_LEVEL,
    specialClauses: [],
    customInstructions: '',
    pricingTier: '$19',
    customDocument: { specificDocumentType: '', documentDescription: '', questionAnswerPairs: [] },
  };
}

/** The main form's required fields, in form order (spec §5). */
export const REQUIRED_FIELDS = [
  'documentType',
  'businessName',
  'businessType',
  'stateJurisdiction',
  'industry',
] as const;

export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** Whitespace-only counts as empty. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export function missingRequiredFields(data: Partial<DocumentData>): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => isBlank(data[field]));
}

export function isFormComplete(data: Partial<DocumentData>): boolean {
  return missingRequiredFields(data).length === 0;
}

/** Merges partial (saved or stored) data over the defaults. */
export function toDocumentData(data: Partial<DocumentData> | null | undefined): DocumentData {
  const base = emptyDocumentData();
  if (!data) return base;
  const details = copyDetails(data.details);
  return {
    ...base,
    ...data,
    specialClauses: Array.isArray(data.specialClauses) ? [...data.specialClauses] : [],
    customDocument: data.customDocument
      ? {
          specificDocumentType: data.customDocument.specificDocumentType ?? '',
          documentDescription: data.customDocument.documentDescription ?? '',
          questionAnswerPairs: data.customDocument.questionAnswerPairs ?? [],
        }
      : base.customDocument,
    details,
  };
}

/**
 * The payload sent to the API: trimmed text, custom-type data only for 'Other (Beta)', and only the answered details
 * that this type and business type ask for (none: no `details`).
 */
export function toRequestData(data: DocumentData): DocumentData {
  const payload: DocumentData = {
    documentType: data.documentType.trim(),
    businessName: data.businessName.trim(),
    businessType: data.businessType.trim(),
    stateJurisdiction: data.stateJurisdiction.trim(),
    industry: data.industry.trim(),
    protectionLevel: data.protectionLevel || DEFAULT_PROTECTION_LEVEL,
    specialClauses: [...data.specialClauses],
    customInstructions: data.customInstructions,
    pricingTier: '$19',
  };
  if (payload.documentType === OTHER_DOCUMENT_TYPE && data.customDocument) {
    payload.customDocument = {
      specificDocumentType: data.customDocument.specificDocumentType.trim(),
      documentDescription: data.customDocument.documentDescription.trim(),
      questionAnswerPairs: data.customDocument.questionAnswerPairs.filter(
        (pair) => pair.question.trim() !== '',
      ),
    };
  }
  const details = keepDetails(data.details, orderDetailFields(payload));
  if (details) payload.details = details;
  return payload;
}

/**
 * A version's file name (docs/api.md `fileName`): a revision's carries its version before `.docx`
 * ("Non-Disclosure-Agreement-Acme-Widgets-v2.docx"), as the server names it; version 1 keeps spec §9's name, and a
 * name that already carries its version is kept.
 */
export function versionedFileName(fileName: string, version: number | null | undefined): string {
  if (!version || version < 2) return fileName;
  const stem = fileName.replace(/\.docx$/i, '');
  return stem.endsWith(`-v${version}`) ? fileName : `${stem}-v${version}.docx`;
}

/** Spec §9: document type and business name with spaces replaced by hyphens, ending .docx. */
export function fallbackFileName(data: Partial<DocumentData> | null | undefined): string {
  const type = data?.documentType?.trim();
  const name = data?.businessName?.trim();
  const parts = [type, name].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return 'document.docx';
  return `${parts.join('-').replace(/\s+/g, '-')}.docx`;
}
