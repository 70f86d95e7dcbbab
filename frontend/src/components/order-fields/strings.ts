/** The words an order field adds to the schema's own (src/lib/order-words.ts): the empty choice and a length in years. */
export const ORDER_FIELD_STRINGS = {
  selectPlaceholder: 'Select...',
  years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
} as const;
