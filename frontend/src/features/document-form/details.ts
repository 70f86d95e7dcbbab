/**
 * Rules of 'Details that make your document stronger' on the home form and wizard (issue 10): which fields show for
 * the chosen type, business type and (for 'Other (Beta)') the kind the server reads in the name; what a changed type
 * keeps; the amounts' check; the server's field errors mapped onto the fields. (The section's wording and the review's
 * lines load with the section: detail-answers.ts.)
 */
import { OTHER_DOCUMENT_TYPE } from '@/lib/document-data';
import { amountError, detailOfErrorKey, isUsdAmount, keepDetails } from '@/lib/document-details';
import { askedFor, orderDetailFields, type DetailField } from '@/lib/order-schema';
import type { DocumentData, DocumentDetails, DocumentKind } from '@/types/api';
import { UNSUPPORTED_TYPE_STRINGS } from './strings';
import type { FieldErrors } from './validation';

type Order = Pick<DocumentData, 'documentType' | 'businessType'>;

/**
 * The details the form asks for: the order's (lib/order-schema), each under the schema's condition on the kind the
 * server read in an 'Other (Beta)' name (its side only when the kind has sides, Mutual or One-way only when it offers
 * the choice; `kind` null: not known, so neither is asked), and nothing for a kind the server cannot draft (its
 * sentence says what to choose).
 */
export function detailFieldsFor(data: Order, kind: DocumentKind | null): DetailField[] {
  if (data.documentType.trim() === OTHER_DOCUMENT_TYPE && kind && !kind.supported) return [];
  return orderDetailFields(data).filter((field) => askedFor(data.documentType, field, kind));
}

/** The order with only the answers to the fields the form shows (a side the kind no longer has is dropped). */
export function withShownDetails(data: DocumentData, kind: DocumentKind | null): DocumentData {
  const details = keepDetails(data.details, detailFieldsFor(data, kind));
  const side = details?.businessRole;
  if (details && side !== undefined && !kind?.sides.includes(side)) delete details.businessRole;
  return { ...data, details };
}

/**
 * The details kept when the wide form's document type changes: the answers belonged to the old type, except the
 * owner's name, which belongs to the business (whose fields stay).
 */
export function detailsAfterTypeChange(details: DocumentDetails | undefined): DocumentDetails | undefined {
  return details?.ownerName ? { ownerName: details.ownerName } : undefined;
}

/** The amounts the server would refuse, with its wording, before anything is sent. */
export function validateDetails(data: DocumentData, kind: DocumentKind | null): FieldErrors {
  const errors: FieldErrors = {};
  const shown = detailFieldsFor(data, kind);
  for (const field of ['annualPay', 'contractValue'] as const) {
    const value = data.details?.[field]?.trim();
    if (shown.includes(field) && value && !isUsdAmount(value)) {
      errors[field] = amountError(field);
    }
  }
  return errors;
}

/** The server's field errors keyed as the form's fields: `details.annualPay` (or `annualPay`) is `annualPay`. */
export function formFieldErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (typeof message === 'string') mapped[detailOfErrorKey(key)] = message;
  }
  return mapped;
}

/** The sentence saying the typed kind cannot be drafted (the server's, else ours), or null when it can or is unknown. */
export function unsupportedKindMessage(kind: DocumentKind | null | undefined): string | null {
  if (!kind || kind.supported) return null;
  return kind.message ?? UNSUPPORTED_TYPE_STRINGS.fallback;
}
