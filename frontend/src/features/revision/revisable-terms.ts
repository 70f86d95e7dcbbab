/**
 * The terms 'Revise this document' offers as field changes (issue 11 R2), beside the special clauses: for each document
 * type, the details its documents read and the offline engine redrafts from (shared/src/drafting/revise.rs applies the
 * same ones from plain words). A term is shown with the value the document was made with; the revision sends the
 * document's form data with the changed ones.
 */
import { OTHER_DOCUMENT_TYPE } from '@/lib/document-data';
import { detailOfErrorKey, isUsdAmount, type AmountField } from '@/lib/document-details';
import { COUNTERPARTY_ENTITY_TYPES, EXEMPT_STATUSES, MUTUALITIES, PROFESSIONS, YES_NO } from '@/lib/detail-options';
import { US_STATES } from '@/lib/options';
import type { DocumentData, DocumentDetails } from '@/types/api';

export type RevisableTerm =
  | 'mutuality'
  | 'termYears'
  | 'confidentialityYears'
  | 'contractValue'
  | 'paymentDates'
  | 'annualPay'
  | 'exemptStatus'
  | 'workState'
  | 'profession'
  | 'counterpartyState'
  | 'counterpartyEntityType'
  | 'sellsOrSharesData'
  | 'targetedAdvertising';

/** How a term is answered: one of a list, a whole number of years, an amount in US dollars, or a sentence. */
export type TermInput = { kind: 'choice'; options: readonly string[] } | { kind: 'years' } | { kind: 'amount' } | { kind: 'text' };

export const TERM_INPUTS: Readonly<Record<RevisableTerm, TermInput>> = {
  mutuality: { kind: 'choice', options: MUTUALITIES },
  termYears: { kind: 'years' },
  confidentialityYears: { kind: 'years' },
  contractValue: { kind: 'amount' },
  paymentDates: { kind: 'text' },
  annualPay: { kind: 'amount' },
  exemptStatus: { kind: 'choice', options: EXEMPT_STATUSES },
  workState: { kind: 'choice', options: US_STATES },
  profession: { kind: 'choice', options: PROFESSIONS },
  counterpartyState: { kind: 'choice', options: US_STATES },
  counterpartyEntityType: { kind: 'choice', options: COUNTERPARTY_ENTITY_TYPES },
  sellsOrSharesData: { kind: 'choice', options: YES_NO },
  targetedAdvertising: { kind: 'choice', options: YES_NO },
};

/** The years a term may last, as the server takes them (details.rs: a whole number from 1 to 10). */
export const TERM_YEARS: readonly string[] = Array.from({ length: 10 }, (_, index) => String(index + 1));

/**
 * The terms each document type offers, in the order its document reads them. Those a state's rules turn on are here
 * (an employee's pay, status, work state and profession; a freelancer's state; whether the other party to an NDA is a
 * person), so a buyer can give the facts a covenant waits on (docs/decisions/0028) and revise.
 */
const TERMS_BY_TYPE: Readonly<Record<string, readonly RevisableTerm[]>> = {
  'Non-Disclosure Agreement': ['mutuality', 'termYears', 'confidentialityYears', 'counterpartyEntityType'],
  'Freelance Agreement': ['contractValue', 'paymentDates', 'counterpartyState'],
  'Employment Agreement': ['annualPay', 'exemptStatus', 'workState', 'profession'],
  'Privacy Policy': ['sellsOrSharesData', 'targetedAdvertising'],
  'Terms of Service': [],
};

/** A value per offered term ('' when the document was made without it). */
export type Terms = Partial<Record<RevisableTerm, string>>;

/**
 * The terms offered for the document. An 'Other (Beta)' document offers Mutual or one-way only when its kind asked
 * it, which its answer shows.
 */
export function revisableTerms(data: DocumentData): RevisableTerm[] {
  const type = data.documentType.trim();
  if (type === OTHER_DOCUMENT_TYPE) return data.details?.mutuality?.trim() ? ['mutuality'] : [];
  return [...(TERMS_BY_TYPE[type] ?? [])];
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
    return TERM_INPUTS[term].kind === 'amount' && value !== '' && !isUsdAmount(value);
  });
}

/** A server field error's key as a term: `details.contractValue` (or `contractValue`) is `contractValue`. */
export function termOfErrorKey(key: string, offered: readonly RevisableTerm[]): RevisableTerm | null {
  const name = detailOfErrorKey(key);
  return offered.find((term) => term === name) ?? null;
}
