import { missingRequiredFields, type RequiredField } from '@/lib/document-data';
import type { DocumentData } from '@/types/api';
import { FIELD_LABELS, FORM_STRINGS, REQUIRED_MESSAGES } from './strings';

export type FieldErrors = Partial<Record<keyof DocumentData | string, string>>;

/** Required-field errors of the main form; whitespace-only counts as empty (spec §5). */
export function validateDocumentForm(data: Partial<DocumentData>): Partial<Record<RequiredField, string>> {
  const errors: Partial<Record<RequiredField, string>> = {};
  for (const field of missingRequiredFields(data)) errors[field] = REQUIRED_MESSAGES[field];
  return errors;
}

/** 'Please complete: Document Type, Business Name' */
export function missingFieldsDescription(fields: RequiredField[]): string {
  return FORM_STRINGS.missingPrefix + fields.map((field) => FIELD_LABELS[field]).join(', ');
}
