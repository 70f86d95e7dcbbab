import { describe, expect, it } from 'vitest';
import { completeDocumentData } from '@/testing/test-utils';
import type { DocumentData } from '@/types/api';
import { COUNTERPARTY_ENTITY_TYPES, PROFESSIONS, optionList } from '@/lib/detail-options';
import { fieldShape } from '@/lib/order-schema';
import { fieldLabel } from '@/lib/order-words';
import {
  invalidAmounts,
  revisableTerms,
  termOfErrorKey,
  termsChanged,
  termsOf,
  withTerms,
  type RevisableTerm,
} from './revisable-terms';

const order = (documentType: string, details?: DocumentData['details']): DocumentData => ({
  ...completeDocumentData,
  documentType,
  details,
});

describe('revisable terms', () => {
  it("offers an 'Other (Beta)' document Mutual or one-way only when its kind asked it", () => {
    expect(revisableTerms(order('Other (Beta)'))).toEqual([]);
    expect(revisableTerms(order('Other (Beta)', { mutuality: 'Mutual' }))).toEqual(['mutuality']);
  });

  it('offers the facts a state\'s covenant rules turn on: pay, status, work state, profession, the other party', () => {
    expect(revisableTerms(order('Employment Agreement'))).toEqual(['annualPay', 'exemptStatus', 'workState', 'profession']);
    expect(revisableTerms(order('Freelance Agreement'))).toEqual(['contractValue', 'paymentDates', 'counterpartyState']);
    expect(revisableTerms(order('Non-Disclosure Agreement'))).toEqual([
      'mutuality',
      'termYears',
      'confidentialityYears',
      'counterpartyEntityType',
    ]);
    // Each is drawn by the order field as the schema says it is answered.
    const choices = (term: RevisableTerm) => optionList(fieldShape(term).options ?? '');
    expect(fieldShape('exemptStatus').input).toBe('choice');
    expect(choices('exemptStatus')).toEqual(['Exempt', 'Non-exempt']);
    expect(fieldShape('workState').input).toBe('state');
    expect(fieldShape('counterpartyState').input).toBe('state');
    expect(fieldShape('profession').input).toBe('choice');
    expect(choices('profession')).toEqual(PROFESSIONS);
    expect(fieldShape('counterpartyEntityType').input).toBe('choice');
    expect(choices('counterpartyEntityType')).toEqual(COUNTERPARTY_ENTITY_TYPES);
    expect(fieldShape('termYears').input).toBe('years');
    expect(fieldShape('contractValue').input).toBe('amount');
    expect(fieldShape('paymentDates').input).toBe('sentence');
    expect(COUNTERPARTY_ENTITY_TYPES).toContain('Individual');
  });

  it("labels every term in the words of the order form's details, the type's own where it has them", () => {
    expect(fieldLabel('exemptStatus', 'Employment Agreement')).toBe('Exempt or non-exempt');
    expect(fieldLabel('workState', 'Employment Agreement')).toBe('State where the employee will work');
    expect(fieldLabel('profession', 'Employment Agreement')).toBe('Licensed health-care or similar profession');
    expect(fieldLabel('counterpartyState', 'Freelance Agreement')).toBe("Freelancer's state");
    expect(fieldLabel('counterpartyEntityType', 'Non-Disclosure Agreement')).toBe(
      'Is the other party a person or a business?',
    );
    expect(fieldLabel('termYears', 'Non-Disclosure Agreement')).toBe('Disclosure period');
    expect(fieldLabel('confidentialityYears', 'Non-Disclosure Agreement')).toBe(
      'Confidentiality after the disclosure period',
    );
  });

  it('leaves a cleared term out and keeps every other detail of the document', () => {
    const made = order('Freelance Agreement', { contractValue: '12,000', paymentDates: 'monthly', counterpartyName: 'Jo Lee' });
    expect(termsOf(made)).toEqual({ contractValue: '12,000', paymentDates: 'monthly', counterpartyState: '' });
    const terms = { contractValue: ' 12,000 ', paymentDates: '', counterpartyState: 'Oregon' };
    expect(termsChanged(made, terms)).toBe(true);
    expect(withTerms(made, terms).details).toEqual({
      contractValue: '12,000',
      counterpartyName: 'Jo Lee',
      counterpartyState: 'Oregon',
    });
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
