import { OTHER_DOCUMENT_TYPE, isBlank, missingRequiredFields, type RequiredField } from '@/lib/document-data';
import type { DocumentData } from '@/types/api';
import { CUSTOM_TYPE_STRINGS, FIELD_LABELS, FORM_STRINGS, REQUIRED_MESSAGES, SPECIFIC_TYPE_LABEL } from './strings';

export type FieldErrors = Partial<Record<keyof DocumentData | string, string>>;

/** Whether 'Other (Beta)' is chosen without naming the specific document type. */
export function isMissingSpecificType(data: Partial<DocumentData>): boolean {
  return (
    data.documentType?.trim() === OTHER_DOCUMENT_TYPE && isBlank(data.customDocument?.specificDocumentType)
  );
}

/**
 * The main form's errors: the required fields (whitespace-only counts as empty, spec §5), and for
 * 'Other (Beta)' the specific document type.
 */
export function validateDocumentForm(data: Partial<DocumentData>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of missingRequiredFields(data)) errors[field] = REQUIRED_MESSAGES[field];
  if (isMissingSpecificType(data)) errors.specificDocumentType = CUSTOM_TYPE_STRINGS.specificDocumentTypeRequired;
  return errors;
}

/**
 * The labels of the missing fields in form order. The custom type sits right under the document
 * type, which is then filled, so it comes first.
 */
export function missingFieldLabels(data: Partial<DocumentData>): string[] {
  const labels = missingRequiredFields(data).map((field: RequiredField) => FIELD_LABELS[field]);
  if (isMissingSpecificType(data)) labels.unshift(SPECIFIC_TYPE_LABEL);
  return labels;
}

/** 'Please complete: Document Type, Business Name' */
export function missingFieldsDescription(labels: string[]): string {
  return FORM_STRINGS.missingPrefix + labels.join(', ');
}
