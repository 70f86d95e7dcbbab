/** The code entry's rules for what a visitor types or pastes (spec §5: uppercased, 8 characters). */
export const CODE_LENGTH = 8;

/** Spaces (any kind), hyphens and dashes: what a code copied from an email or a note tends to carry. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212_.]/g;

/**
 * A typed or pasted code as the field keeps it: separators dropped, uppercased, then at most 8 characters.
 * 'abcd-2345', ' ABCD 2345 ' and 'ABCD–2345' all become 'ABCD2345'.
 */
export function normalizeCode(raw: string): string {
  return raw.replace(SEPARATORS, '').toUpperCase().slice(0, CODE_LENGTH);
}
