import { describe, expect, it } from 'vitest';
import { OTHER_DOCUMENT_TYPE, emptyDocumentData } from './document-data';
import {
  BUSINESS_TYPES,
  DEFAULT_PROTECTION_LEVEL,
  DOCUMENT_TYPE_LABELS,
  INDUSTRIES,
  PROTECTION_LEVELS,
  SPECIAL_CLAUSES,
  US_STATES,
} from './options';

describe('option lists generated from the Rust domain', () => {
  it('has every list the form needs, without blanks or repeats', () => {
    const lists = [DOCUMENT_TYPE_LABELS, BUSINESS_TYPES, US_STATES, INDUSTRIES, PROTECTION_LEVELS];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
      for (const value of list) expect(value.trim()).toBe(value);
    }
    expect(US_STATES).toHaveLength(51);
    expect(new Set(SPECIAL_CLAUSES.map((clause) => clause.id)).size).toBe(SPECIAL_CLAUSES.length);
  });

  it("holds the SPA's fixed values: the custom type and the default protection level", () => {
    expect(DOCUMENT_TYPE_LABELS).toContain(OTHER_DOCUMENT_TYPE);
    expect(PROTECTION_LEVELS).toContain(DEFAULT_PROTECTION_LEVEL);
    expect(emptyDocumentData().protectionLevel).toBe(DEFAULT_PROTECTION_LEVEL);
  });
});
