/**
 * Wording of 'Details that make your document stronger' (issue 10), the optional facts that decide what the law
 * allows: beside its screen (components/document-details.tsx) and loaded with it, not with the form's first paint.
 * Each field says in one line why it matters. Option values are the server's labels (src/lib/detail-options.ts);
 * `optionText` words a few of them more plainly on screen.
 */
import { COUNTERPARTY_DETAIL_LABELS, DETAIL_LABELS, decidingHint } from '@/lib/detail-labels';

export const DETAIL_STRINGS = {
  title: 'Details that make your document stronger',
  intro:
    'Optional. Each answer lets the document follow the law for your situation, instead of leaving a blank to fill in or a point to check.',
  selectPlaceholder: 'Select...',
  workStateSame: 'Same as your business',
  /** The work state's hint, naming the state that applies when it is left as is. */
  workStateHint: (state: string) =>
    state
      ? `That state's employment law protects the employee; left as is, it is ${state}.`
      : "That state's employment law protects the employee; left as is, it is your business's state.",
  amountPlaceholder: 'e.g. 85,000',
  contractValuePlaceholder: 'e.g. 12,000',
  paymentDatesPlaceholder: 'e.g. within 15 days of each invoice',
  purposePlaceholder: 'e.g. evaluating a possible partnership',
  namePlaceholder: 'Full legal name',
  reviewTitle: 'Details',
  /** Each detail's label (shared with the plan of what the document will include: src/lib/detail-labels.ts). */
  labels: DETAIL_LABELS,
  /** The other party's labels where the document names it otherwise. */
  counterpartyLabels: COUNTERPARTY_DETAIL_LABELS,
  /**
   * The mark on a detail whose answer decides whether a chosen clause is lawful in the state (the plan says so): the
   * clauses' labels, joined.
   */
  decidingHint,
  hints: {
    ownerName: 'A sole proprietor signs personally: the document names you, doing business as your business name.',
    annualPay: 'Several states allow a non-compete only above a yearly pay threshold.',
    exemptStatus: 'Decides whether the agreement must provide for overtime pay.',
    profession: 'Decides whether a non-compete is lawful for this employee in your state.',
    contractValue: 'Some states require set written terms for freelance work above a certain value.',
    paymentDates: 'Freelance-protection laws require the contract to say when payment is due.',
    sellsOrSharesData: 'Decides which opt-out rights your policy must describe under state privacy laws.',
    targetedAdvertising: 'Most state privacy laws give people the right to opt out of targeted advertising.',
    sensitiveData: "Health, children's and other sensitive data need extra notices and, in some states, consent.",
    mutuality: 'Mutual when both sides will share confidential information; one-way when only your business will.',
    purpose: 'The shared information may be used only for this purpose.',
    businessRole: 'The document is written for your side of the deal.',
    counterpartyName: 'Named in the agreement and its signature block, instead of a blank.',
    counterpartyEntityType: 'So the agreement describes them correctly: a person, or a business of that kind.',
    counterpartyState: 'Where they live or are organized, as the agreement describes them.',
  },
  /** Plainer on-screen wording of some answers (the value sent stays the server's label). */
  optionText: {
    Mutual: 'Mutual: both sides share',
    'One-way': 'One-way: only you share',
    Exempt: 'Exempt (no overtime)',
    'Non-exempt': 'Non-exempt (overtime)',
  } as Readonly<Record<string, string>>,
} as const;
