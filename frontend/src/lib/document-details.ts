/**
 * Which of the optional 'Details that make your document stronger' an order may carry (issue 10), and how they are
 * cleaned before they are sent. The form shows only these fields; the order keeps only these answers, so an answer
 * given for another document type (or another business type) never rides along unseen.
 */
import type { DocumentData, DocumentDetails } from '@/types/api';
import { SOLE_PROPRIETORSHIP } from './options';

/** A detail the order form asks; an NDA's lengths are not among them: they change only by a revision (issue 11). */
export type DetailField = Exclude<keyof DocumentDetails, 'termYears' | 'confidentialityYears'>;

/** Every detail, by its wire name (the key of its answer in `details` and of its error in a 400's `fields`). */
export const DETAIL_FIELD_NAMES: readonly DetailField[] = [
  'annualPay',
  'exemptStatus',
  'workState',
  'profession',
  'contractValue',
  'paymentDates',
  'sellsOrSharesData',
  'targetedAdvertising',
  'sensitiveData',
  'mutuality',
  'purpose',
  'businessRole',
  'ownerName',
  'counterpartyName',
  'counterpartyEntityType',
  'counterpartyState',
];

const COUNTERPARTY: readonly DetailField[] = ['counterpartyName', 'counterpartyEntityType', 'counterpartyState'];

/**
 * The details each document type asks for, in form order, keyed by the type's label (a test checks every generated
 * type has an entry). 'Other (Beta)' lists every detail it may ask; the kind the server reads in its name decides
 * which the form shows.
 */
export const DETAIL_FIELDS_BY_TYPE: Readonly<Record<string, readonly DetailField[]>> = {
  'Non-Disclosure Agreement': ['mutuality', 'purpose', ...COUNTERPARTY],
  'Terms of Service': [],
  'Privacy Policy': ['sellsOrSharesData', 'targetedAdvertising', 'sensitiveData'],
  'Freelance Agreement': ['contractValue', 'paymentDates', ...COUNTERPARTY],
  'Employment Agreement': ['annualPay', 'exemptStatus', 'workState', 'profession', 'counterpartyName'],
  'Other (Beta)': ['businessRole', 'mutuality', ...COUNTERPARTY],
};

/** Every detail a sole proprietor's order carries whatever the type: the owner signs personally. */
const SOLE_PROPRIETOR_FIELDS: readonly DetailField[] = ['ownerName'];

type Order = Pick<DocumentData, 'documentType' | 'businessType'>;

/** The details an order of this type and business type may carry (for 'Other (Beta)', whatever its kind). */
export function orderDetailFields(data: Order): DetailField[] {
  const owner = data.businessType.trim() === SOLE_PROPRIETORSHIP ? SOLE_PROPRIETOR_FIELDS : [];
  return [...owner, ...(DETAIL_FIELDS_BY_TYPE[data.documentType.trim()] ?? [])];
}

/**
 * The answered details among `fields`, trimmed (a list without repeats); undefined when none is answered, so an order
 * without details sends none.
 */
export function keepDetails(
  details: DocumentDetails | undefined,
  fields: readonly DetailField[],
): DocumentDetails | undefined {
  if (!details) return undefined;
  const kept: DocumentDetails = {};
  for (const field of fields) {
    if (field === 'sensitiveData') {
      const list = Array.isArray(details.sensitiveData) ? details.sensitiveData : [];
      const answers = [...new Set(list.map((item) => item.trim()).filter(Boolean))];
      if (answers.length > 0) kept.sensitiveData = answers;
      continue;
    }
    const value = details[field];
    if (typeof value === 'string' && value.trim() !== '') kept[field] = value.trim();
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A copy of stored or saved details with only well-formed values (text, and a list of text). */
export function copyDetails(details: unknown): DocumentDetails | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const copy: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(details as Record<string, unknown>)) {
    if (typeof value === 'string') copy[key] = value;
    else if (Array.isArray(value)) copy[key] = value.filter((item): item is string => typeof item === 'string');
  }
  return copy as DocumentDetails;
}

/** The amounts a document may carry, in US dollars: an employee's yearly pay and a freelance contract's value. */
export type AmountField = 'annualPay' | 'contractValue';

/** What the server says of an amount it cannot read (shared/src/domain/details.rs), in its words. */
export function amountError(field: AmountField): string {
  return `${field === 'annualPay' ? 'Annual pay' : 'Contract value'} must be an amount in US dollars, like 85,000`;
}

/** The detail a server field error names: `details.annualPay` (or `annualPay`) is `annualPay`. */
export function detailOfErrorKey(key: string): string {
  return key.startsWith('details.') ? key.slice('details.'.length) : key;
}

/**
 * Whether a dollar amount reads as the server reads it (shared/src/domain/details.rs `parse_usd`): "85000",
 * "$85,000", "85,000.50"; commas grouping thousands, at most two decimals, up to a billion dollars.
 */
export function isUsdAmount(raw: string): boolean {
  const text = raw.trim().replace(/^\$\s*/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return false;
  const dollars = Number(match[1].replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents <= 100_000_000_000;
}
