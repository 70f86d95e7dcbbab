/**
 * Wording of 'What your document will include' (issue 23, issue 24): before payment, what the engine will draft for
 * the order's state and facts. A clause the state forbids is never shown as included; one whose lawfulness turns on a
 * detail not given says which.
 */
export const PLAN_STRINGS = {
  title: 'What your document will include',
  intro: (state: string) => `Checked against the law of ${state} for the details given so far.`,
  checking: (state: string) => `Checking what ${state} allows…`,
  updating: 'Updating…',
  /** 400, 429, a network failure or an unreadable answer: quiet, and never in the form's way. */
  unavailable: 'A preview of what your document will include is not available right now. You can still continue.',
  /** A status is always written out, never shown by its colour alone. */
  status: {
    included: 'Included',
    leftOut: 'Not included',
    needsFacts: 'Depends on details you have not given',
  },
  /** Before the labels of the details that would decide a `needsFacts` clause. */
  detailsToGive: 'Details to give:',
  /** Before what the document uses in place of a clause the state forbids. */
  instead: 'Instead:',
  /** Before what the document uses until the deciding details are given. */
  untilThen: 'Until then, the document uses:',
  noClauses: 'No optional clauses chosen.',
  sections: (count: number) => `The document's ${count} ${count === 1 ? 'section' : 'sections'}`,
} as const;
