/**
 * The labels of 'Details that make your document stronger' (issue 10), one per detail, shared by the details section
 * (features/document-form) and the plan of what a document will include (features/document-plan), which names the
 * details whose answers decide a clause: both say the same words for the same field.
 */
import type { DetailField } from './document-details';

/** Each detail's label, by its wire name. */
export const DETAIL_LABELS: Readonly<Record<DetailField, string>> = {
  ownerName: "Owner's legal name",
  annualPay: 'Annual pay (US dollars)',
  exemptStatus: 'Exempt or non-exempt',
  workState: 'State where the employee will work',
  profession: 'Licensed health-care or similar profession',
  contractValue: 'Contract value (US dollars)',
  paymentDates: 'Payment dates',
  sellsOrSharesData: 'Do you sell or share personal data?',
  targetedAdvertising: 'Do you use targeted advertising?',
  sensitiveData: 'Sensitive data you handle',
  mutuality: 'Mutual or one-way',
  purpose: 'Purpose of sharing information',
  businessRole: "Your business's side",
  counterpartyName: "Other party's name",
  counterpartyEntityType: 'Is the other party a person or a business?',
  counterpartyState: "Other party's state",
};

type CounterpartyField = 'counterpartyName' | 'counterpartyEntityType' | 'counterpartyState';

/** The other party's labels where the document names it otherwise (the employee, the freelancer). */
export const COUNTERPARTY_DETAIL_LABELS: Readonly<Record<string, Partial<Record<CounterpartyField, string>>>> = {
  'Employment Agreement': { counterpartyName: "Employee's name" },
  'Freelance Agreement': {
    counterpartyName: "Freelancer's name",
    counterpartyEntityType: 'Is the freelancer a person or a business?',
    counterpartyState: "Freelancer's state",
  },
};

/** Labels of the details only a revision changes (an NDA's lengths). */
const OTHER_LABELS: Readonly<Record<string, string>> = {
  termYears: 'Disclosure period',
  confidentialityYears: 'Confidentiality after the disclosure period',
};

/** A wire name the lists above do not know, in words: `someNewFact` is 'Some new fact'. */
function inWords(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
}

/** A detail's label for this document type (the other party is the employee, the freelancer...). */
export function detailLabel(field: string, documentType: string): string {
  const own = COUNTERPARTY_DETAIL_LABELS[documentType.trim()] as Partial<Record<string, string>> | undefined;
  return own?.[field] ?? (DETAIL_LABELS as Readonly<Record<string, string>>)[field] ?? OTHER_LABELS[field] ?? inWords(field);
}

/** A list in words: "a", "a and b", "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The mark on a detail whose answer decides whether a chosen clause is lawful in the state (the plan of what the
 * document will include says so), naming the clauses; every form that marks a detail says it in these words.
 */
export function decidingHint(clauses: readonly string[]): string {
  if (clauses.length === 0) return "Your state's rule for a clause you chose depends on this.";
  const one = clauses.length === 1;
  return `Your state's ${one ? 'rule' : 'rules'} for the ${joinWithAnd(clauses)} ${one ? 'depends' : 'depend'} on this.`;
}
