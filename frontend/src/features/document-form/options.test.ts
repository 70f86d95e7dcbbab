import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_LABELS } from '@/lib/options';
import { DOCUMENT_TYPE_DESCRIPTIONS, DOCUMENT_TYPES } from './options';

describe('document type options', () => {
  it('describes every generated document type, in the domain order, and nothing else', () => {
    expect(DOCUMENT_TYPES.map((option) => option.value)).toEqual([...DOCUMENT_TYPE_LABELS]);
    for (const option of DOCUMENT_TYPES) expect(option.description).not.toBe('');
    expect(Object.keys(DOCUMENT_TYPE_DESCRIPTIONS).sort()).toEqual([...DOCUMENT_TYPE_LABELS].sort());
  });
});
