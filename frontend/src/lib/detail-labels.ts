/**
 * How the labels of 'Details that make your document stronger' (issue 10, src/lib/order-words.ts) are joined into
 * sentences, shared by the details section (features/document-form), the plan of what a document will include
 * (features/document-plan), the /nda wizard and the revise panel: every form says it in the same words.
 */
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
