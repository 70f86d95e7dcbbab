import { describe, expect, it } from 'vitest';
import { normalizeCode } from './code-format';

describe('normalizeCode', () => {
  it.each([
    ['abcd2345', 'ABCD2345'],
    ['ABCD-2345', 'ABCD2345'],
    [' ABCD 2345 ', 'ABCD2345'],
    ['AB CD\u00a023 45', 'ABCD2345'],
    ['ABCD\u20132345', 'ABCD2345'],
    ['abcd_2345.', 'ABCD2345'],
    ['ABCD2345XYZ', 'ABCD2345'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeCode(raw)).toBe(expected);
  });
});
