import { describe, expect, it } from 'vitest';
import { emptyDocumentData } from '@/lib/document-data';
import type { DocumentKind } from '@/types/api';
import { parseDocumentKind } from './api/generate-document-questions';
import { toggleChoice } from '@/components/order-fields/order-field';
import { fieldShape } from '@/lib/order-schema';
import { answeredDetails } from './detail-answers';
import { detailFieldsFor, formFieldErrors, withShownDetails } from './details';
import { SENSITIVE_DATA_NONE } from '@/lib/detail-options';

const lease: DocumentKind = {
  supported: true,
  label: 'commercial lease',
  sides: ['Landlord', 'Tenant'],
  mutualChoice: false,
  message: null,
};
const other = { documentType: 'Other (Beta)', businessType: 'Corporation' };

describe('details shown per type', () => {
  it.each([
    ['Employment Agreement', ['annualPay', 'exemptStatus', 'workState', 'profession', 'counterpartyName']],
    ['Freelance Agreement', ['contractValue', 'paymentDates', 'counterpartyName', 'counterpartyEntityType', 'counterpartyState']],
    ['Privacy Policy', ['sellsOrSharesData', 'targetedAdvertising', 'sensitiveData']],
    ['Non-Disclosure Agreement', ['mutuality', 'purpose', 'counterpartyName', 'counterpartyEntityType', 'counterpartyState']],
    ['Terms of Service', []],
  ])('%s', (documentType, fields) => {
    expect(detailFieldsFor({ documentType, businessType: 'Corporation' }, null)).toEqual(fields);
  });

  it("'Other (Beta)' asks the side and Mutual/One-way only when its kind has them", () => {
    expect(detailFieldsFor(other, null)).toEqual(['counterpartyName', 'counterpartyEntityType', 'counterpartyState']);
    expect(detailFieldsFor(other, lease)).toEqual(['businessRole', 'counterpartyName', 'counterpartyEntityType', 'counterpartyState']);
    expect(detailFieldsFor(other, { ...lease, sides: [], mutualChoice: true })[0]).toBe('mutuality');
    // Nothing to ask about a kind that cannot be drafted.
    expect(detailFieldsFor(other, { ...lease, supported: false, message: 'No.' })).toEqual([]);
  });

  it('drops a side the kind no longer offers, and answers to fields not shown', () => {
    const data = { ...emptyDocumentData(), ...other, details: { businessRole: 'Seller', mutuality: 'Mutual', counterpartyName: 'Bo' } };
    expect(withShownDetails(data, lease).details).toEqual({ counterpartyName: 'Bo' });
    expect(withShownDetails({ ...data, details: { businessRole: 'Tenant' } }, lease).details).toEqual({ businessRole: 'Tenant' });
  });

  it('the review lists the answered details with their labels and plain wording', () => {
    const data = {
      ...emptyDocumentData(),
      documentType: 'Non-Disclosure Agreement',
      businessType: 'Corporation',
      details: { mutuality: 'Mutual', purpose: 'a joint bid', counterpartyState: '' },
    };
    expect(answeredDetails(data, null)).toEqual([
      { label: 'Mutual or one-way', value: 'Mutual: both sides share' },
      { label: 'Purpose of sharing information', value: 'a joint bid' },
    ]);
  });
});

describe('server field errors', () => {
  it('are keyed by the form field, with or without the details. prefix', () => {
    expect(formFieldErrors({ 'details.annualPay': 'bad', workState: 'worse', customInstructions: 'no' })).toEqual({
      annualPay: 'bad',
      workState: 'worse',
      customInstructions: 'no',
    });
  });
});

describe("the questions call's kind (C3)", () => {
  it('is read when present and null when an older server leaves it out', () => {
    expect(parseDocumentKind(undefined)).toBeNull();
    expect(parseDocumentKind({ label: 'x' })).toBeNull();
    expect(parseDocumentKind({ ...lease, sides: ['Landlord', 3, 'Landlord', 'Tenant'] })).toEqual(lease);
    expect(
      parseDocumentKind({ supported: false, label: 'promissory note', sides: [], mutualChoice: false, message: 'We cannot.' }),
    ).toMatchObject({ supported: false, message: 'We cannot.' });
  });
});

describe("'None of these' sensitive data", () => {
  it('is exclusive: ticking it clears the others, ticking another clears it', () => {
    const none = fieldShape('sensitiveData').exclusive;
    expect(none).toBe(SENSITIVE_DATA_NONE);
    expect(toggleChoice(['Biometric', 'Precise location'], SENSITIVE_DATA_NONE, true, none)).toEqual([SENSITIVE_DATA_NONE]);
    expect(toggleChoice([SENSITIVE_DATA_NONE], 'Biometric', true, none)).toEqual(['Biometric']);
    expect(toggleChoice(['Biometric', 'Health or medical'], 'Biometric', false, none)).toEqual(['Health or medical']);
  });
});
