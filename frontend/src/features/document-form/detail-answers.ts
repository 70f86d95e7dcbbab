/**
 * The details' answers as the section and the wizard's review show them (loaded with them, not with the form's first
 * paint): each field's label for the type and the review's lines.
 */
import { fieldLabel, optionText } from '@/lib/order-words';
import type { DocumentData, DocumentKind } from '@/types/api';
import { detailFieldsFor, withShownDetails } from './details';

/** The answered details, as the wizard's review lists them: label and answer, in form order. */
export function answeredDetails(data: DocumentData, kind: DocumentKind | null): { label: string; value: string }[] {
  const details = withShownDetails(data, kind).details ?? {};
  return detailFieldsFor(data, kind).flatMap((field) => {
    const value = details[field];
    if (value === undefined) return [];
    const text = Array.isArray(value) ? value.join(', ') : optionText(field, value);
    return [{ label: fieldLabel(field, data.documentType), value: text }];
  });
}
