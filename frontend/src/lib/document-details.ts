/**
 * How the answers of 'Details that make your document stronger' (issue 10) are cleaned before they are sent: the order
 * keeps only the answers to the fields its type asks (src/lib/order-schema.ts), so an answer given for another
 * document type (or another business type) never rides along unseen; and how amounts are read.
 */
import type { DocumentDetails } from '@/types/api';
import type { DetailField } from './order-schema';

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
