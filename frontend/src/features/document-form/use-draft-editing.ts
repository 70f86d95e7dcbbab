import { useState } from 'react';
import { useDocumentData } from '@/stores/document-data';
import type { DetailField } from '@/lib/order-schema';
import type { CustomDocument, DocumentData } from '@/types/api';
import type { FieldErrors } from './validation';

const CUSTOM_FIELDS = ['specificDocumentType', 'documentDescription', 'questionAnswerPairs'] as const;

function without(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

/**
 * Editing the shared draft with the form's error rule (spec §4): errors appear only when a submit or Continue
 * fails (`setErrors`), and editing a field clears that field's error, and only that one.
 */
export function useDraftEditing(initialErrors: FieldErrors = {}) {
  const { documentData, updateField, setDocumentData } = useDocumentData();
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);

  function change<K extends keyof DocumentData>(field: K, value: DocumentData[K]) {
    updateField(field, value);
    setErrors((current) => without(current, [field]));
  }

  // The custom type's fields clear their own errors when they change.
  function changeCustomDocument(next: CustomDocument) {
    const previous = documentData.customDocument;
    updateField('customDocument', next);
    const changed = CUSTOM_FIELDS.filter((field) => previous?.[field] !== next[field]);
    setErrors((current) => without(current, changed));
  }

  // A detail clears its own error when it changes.
  function changeDetail(field: DetailField, value: string | string[]) {
    updateField('details', { ...documentData.details, [field]: value });
    setErrors((current) => without(current, [field]));
  }

  return { documentData, setDocumentData, errors, setErrors, change, changeCustomDocument, changeDetail };
}
