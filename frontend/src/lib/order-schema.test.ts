import { describe, expect, it } from 'vitest';
import type { DocumentKind } from '@/types/api';
import { DETAIL_FIELD_NAMES, askedFor, orderDetailFields, revisableFields } from './order-schema';
import { fieldAutocomplete, fieldHelp, fieldLabel, fieldPlaceholder, optionText } from './order-words';
import { SOLE_PROPRIETORSHIP } from './options';

const kind = (sides: string[], mutualChoice: boolean) => ({ sides, mutualChoice, supported: true }) as DocumentKind;

describe('the order schema the server writes', () => {
  it("asks a sole proprietor's own name first, whatever the type", () => {
    expect(orderDetailFields({ documentType: 'Freelance Agreement', businessType: SOLE_PROPRIETORSHIP })).toEqual([
      'ownerName',
      'contractValue',
      'paymentDates',
      'counterpartyName',
      'counterpartyEntityType',
      'counterpartyState',
    ]);
  });

  it("asks an 'Other (Beta)' type's side and Mutual or one-way only when the kind the server read has them", () => {
    expect(askedFor('Other (Beta)', 'businessRole', kind(['Landlord', 'Tenant'], false))).toBe(true);
    expect(askedFor('Other (Beta)', 'businessRole', kind([], true))).toBe(false);
    expect(askedFor('Other (Beta)', 'mutuality', kind([], true))).toBe(true);
    expect(askedFor('Other (Beta)', 'mutuality', null)).toBe(false);
    expect(askedFor('Non-Disclosure Agreement', 'mutuality', null)).toBe(true);
  });

  it('offers a revision the lengths an NDA never asks, and an Other document its mutuality only once answered', () => {
    const nda = { documentType: 'Non-Disclosure Agreement', details: {} };
    expect(revisableFields(nda)).toContain('termYears');
    expect(DETAIL_FIELD_NAMES).not.toContain('termYears');
    expect(revisableFields({ documentType: 'Other (Beta)', details: {} })).toEqual([]);
    expect(revisableFields({ documentType: 'Other (Beta)', details: { mutuality: 'One-way' } })).toEqual(['mutuality']);
  });

  it("words a field for its type, and names the business's state where a blank answer means it", () => {
    expect(fieldLabel('counterpartyName', 'Employment Agreement')).toBe("Employee's name");
    expect(fieldLabel('counterpartyName', 'Non-Disclosure Agreement')).toBe("Other party's name");
    expect(fieldHelp('workState', 'Employment Agreement', 'Ohio')).toBe(
      "That state's employment law protects the employee; left as is, it is Ohio.",
    );
    expect(fieldHelp('workState', 'Employment Agreement', '')).toContain("it is your business's state.");
    expect(fieldHelp('counterpartyEntityType', 'Non-Disclosure Agreement')).toContain('New York, Colorado');
    expect(fieldPlaceholder('workState')).toBe('Same as your business');
    expect(optionText('mutuality', 'One-way')).toBe('One-way: only you share');
    expect(optionText('profession', 'Lawyer')).toBe('Lawyer');
    // The browser may fill in the owner's own name, never the other party's.
    expect(fieldAutocomplete('ownerName')).toBe('name');
    expect(fieldAutocomplete('counterpartyName')).toBe('off');
  });
});
