import { describe, expect, it } from 'vitest';
import { completeDocumentData } from '@/testing/test-utils';
import type { DocumentData } from '@/types/api';
import { invalidAmounts, revisableTerms, termOfErrorKey, termsChanged, termsOf, withTerms } from './revisable-terms';

const order = (documentType: string, details?: DocumentData['details']): DocumentData => ({
  ...completeDocumentData,
  documentType,
  details,
});

describe('revisable terms', () => {
  it("offers an 'Other (Beta)' document Mutual or one-way only when its kind asked it", () => {
    expect(revisableTerms(order('Other (Beta)'))).toEqual([]);
    expect(revisableTerms(order('Other (Beta)', { mutuality: 'Mutual' }))).toEqual(['mutuality']);
    expect(revisableTerms(order('Employment Agreement'))).toEqual(['annualPay']);
  });

  it('leaves a cleared term out and keeps every other detail of the document', () => {
    const made = order('Freelance Agreement', { contractValue: '12,000', paymentDates: 'monthly', counterpartyName: 'Jo Lee' });
    expect(termsOf(made)).toEqual({ contractValue: '12,000', paymentDates: 'monthly' });
    const terms = { contractValue: ' 12,000 ', paymentDates: '' };
    expect(termsChanged(made, terms)).toBe(true);
    expect(withTerms(made, terms).details).toEqual({ contractValue: '12,000', counterpartyName: 'Jo Lee' });
    expect(termsChanged(made, { contractValue: '12,000 ', paymentDates: 'monthly' })).toBe(false);
  });

  it("finds the amounts the server would refuse and reads the server's error keys as terms", () => {
    const made = order('Employment Agreement');
    expect(invalidAmounts(made, { annualPay: 'a lot' })).toEqual(['annualPay']);
    expect(invalidAmounts(made, { annualPay: '$85,000.50' })).toEqual([]);
    expect(termOfErrorKey('details.annualPay', ['annualPay'])).toBe('annualPay');
    expect(termOfErrorKey('details.purpose', ['annualPay'])).toBeNull();
  });
});
