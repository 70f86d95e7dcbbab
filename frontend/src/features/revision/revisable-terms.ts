/**
 * The terms 'Revise this document' offers as field changes (issue 11 R2), beside the special clauses: for each document
 * type, those the order schema says a revision may change (src/lib/order-schema.ts; the server applies the same ones
 * from plain words, shared/src/drafting/revise.rs). A term is shown with the value the document was made with; the
 * revision sends the document's form data with the changed ones.
 */
import { detailOfErrorKey, isUsdAmount, type AmountField } from '@/lib/document-details';
import { fieldShape, revisableFields, type OrderField } from '@/lib/order-schema';
import type { DocumentData, DocumentDetails } from '@/types/api';

/** A term a revision may change: a detail the order carries as one line of text (the sensitive-data list is not one). */
export type RevisableTerm = Exclude<OrderField, 'sensitiveData'>;

/** A value per offered term ('' when the document was made without it). */
export type Terms = Partial<Record<RevisableTerm, string>>;

/**
 * The terms offered for the document, in the order its document reads them. Those a state's rules turn on are among
 * them (an employee's pay, status, work state and profession), so a buyer can give the facts a covenant waits on
 * (docs/decisions/0028) and revise. An 'Other (Beta)' document offers Mutual or one-way only when it was made with an
 * answer to it.
 */
export function revisableTerms(data: DocumentData): RevisableTerm[] {
  return revisableFields(data).filter((field): field is RevisableTerm => field !== 'sensitiveData');
}

/** The document's own value of each offered term. */
export function termsOf(data: DocumentData): Terms {
  const terms: Terms = {};
  for (const term of revisableTerms(data)) terms[term] = (data.details?.[term] ?? '').trim();
  return terms;
}

/** Whether any term differs from the document's own (spaces around a value aside). */
export function termsChanged(data: DocumentData, terms: Terms): boolean {
  const made = termsOf(data);
  return revisableTerms(data).some((term) => (terms[term] ?? '').trim() !== made[term]);
}

/** The document's form data with the terms as the buyer left them; a cleared term is left out. */
export function withTerms(data: DocumentData, terms: Terms): DocumentData {
  const details: DocumentDetails = { ...data.details };
  for (const term of revisableTerms(data)) {
    const value = (terms[term] ?? '').trim();
    if (value) details[term] = value;
    else delete details[term];
  }
  if (!data.details && Object.keys(details).length === 0) return data;
  return { ...data, details };
}

/** The amounts the server would refuse, by term, before anything is sent. */
export function invalidAmounts(data: DocumentData, terms: Terms): AmountField[] {
  return revisableTerms(data).filter((term): term is AmountField => {
    const value = (terms[term] ?? '').trim();
    return fieldShape(term).input === 'amount' && value !== '' && !isUsdAmount(value);
  });
}

/** A server field error's key as a term: `details.contractValue` (or `contractValue`) is `contractValue`. */
export function termOfErrorKey(key: string, offered: readonly RevisableTerm[]): RevisableTerm | null {
  const name = detailOfErrorKey(key);
  return offered.find((term) => term === name) ?? null;
}
