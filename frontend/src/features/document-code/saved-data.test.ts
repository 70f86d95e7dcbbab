import { describe, expect, it } from 'vitest';
import { isSavedDocumentDataComplete } from './saved-data';

const complete = {
  documentType: 'Non-Disclosure Agreement',
  businessName: 'Acme Widgets',
  businessType: 'Corporation',
  stateJurisdiction: 'California',
  industry: 'Technology',
  protectionLevel: 'Comprehensive',
};

describe('saved document data rule (spec §5)', () => {
  it('accepts data with all six fields filled', () => {
    expect(isSavedDocumentDataComplete(complete)).toBe(true);
  });

  it.each(Object.keys(complete))('rejects data whose %s is missing or blank', (field) => {
    expect(isSavedDocumentDataComplete({ ...complete, [field]: '' })).toBe(false);
    expect(isSavedDocumentDataComplete({ ...complete, [field]: '   ' })).toBe(false);
    const without: Record<string, string> = { ...complete };
    delete without[field];
    expect(isSavedDocumentDataComplete(without)).toBe(false);
  });

  it('rejects null and non-objects', () => {
    expect(isSavedDocumentDataComplete(null)).toBe(false);
    expect(isSavedDocumentDataComplete(undefined)).toBe(false);
  });
});
