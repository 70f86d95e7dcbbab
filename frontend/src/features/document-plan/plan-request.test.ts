import { describe, expect, it } from 'vitest';
import { emptyDocumentData } from '@/lib/document-data';
import type { DocumentData, DocumentPlan } from '@/types/api';
import { decidingFieldsOf, isPlannable, planRequestData } from './plan-request';

const order = (overrides: Partial<DocumentData> = {}): DocumentData => ({
  ...emptyDocumentData(),
  documentType: 'Employment Agreement',
  businessName: 'Acme Widgets',
  businessType: 'Corporation',
  stateJurisdiction: 'California',
  industry: 'Technology',
  specialClauses: ['non-compete'],
  customInstructions: 'Add a remote-work clause.',
  ...overrides,
});

describe('which orders are worth a plan', () => {
  it('needs the document type and the state', () => {
    expect(isPlannable(order())).toBe(true);
    expect(isPlannable(order({ documentType: '' }))).toBe(false);
    expect(isPlannable(order({ stateJurisdiction: '  ' }))).toBe(false);
  });

  it('needs a selected special clause or a detail that can change the document', () => {
    expect(isPlannable(order({ specialClauses: [] }))).toBe(false);
    expect(isPlannable(order({ specialClauses: [], details: { annualPay: '90,000' } }))).toBe(true);
    // Names and sentences are only written in as given: nothing to plan.
    expect(isPlannable(order({ specialClauses: [], details: { counterpartyName: 'Jo Lee', purpose: 'a deal' } }))).toBe(false);
    expect(isPlannable(order({ specialClauses: [], details: { annualPay: '  ' } }))).toBe(false);
    // An amount the server could not read yet (keys of one being typed) counts as not given.
    expect(isPlannable(order({ specialClauses: [], details: { annualPay: '90k' } }))).toBe(false);
    expect(planRequestData(order({ details: { annualPay: '90k', exemptStatus: 'Exempt' } }))?.details).toEqual({
      exemptStatus: 'Exempt',
    });
  });

  it("needs an 'Other (Beta)' order's own type name", () => {
    const other = order({ documentType: 'Other (Beta)' });
    expect(isPlannable(other)).toBe(false);
    expect(
      isPlannable({
        ...other,
        customDocument: { specificDocumentType: 'Consulting Agreement', documentDescription: '', questionAnswerPairs: [] },
      }),
    ).toBe(true);
  });

  it('reads a stored order that lacks fields without failing', () => {
    const stored = { documentType: 'Non-Disclosure Agreement', specialClauses: ['non-compete'] } as unknown as DocumentData;
    expect(planRequestData(stored)).toBeNull();
  });
});

describe('the order sent for a plan', () => {
  it('keeps what decides the document and blanks what does not (typing a name asks nothing again)', () => {
    const request = planRequestData(
      order({
        details: {
          annualPay: ' 90,000 ',
          exemptStatus: 'Exempt',
          counterpartyName: 'Jo Lee',
          purpose: 'ignored',
          ownerName: 'Sam Roe',
        },
      }),
    );
    expect(request).toEqual({
      documentType: 'Employment Agreement',
      businessName: '',
      businessType: 'Corporation',
      stateJurisdiction: 'California',
      industry: 'Technology',
      protectionLevel: 'Comprehensive',
      specialClauses: ['non-compete'],
      customInstructions: '',
      pricingTier: '$19',
      details: { annualPay: '90,000', exemptStatus: 'Exempt' },
    });
    expect(planRequestData(order({ businessName: 'Another Name', customInstructions: 'Other words' }))).toEqual(
      planRequestData(order()),
    );
  });

  it("sends an 'Other (Beta)' order's own type, description and questions", () => {
    const request = planRequestData(
      order({
        documentType: 'Other (Beta)',
        customDocument: {
          specificDocumentType: ' Consulting Agreement ',
          documentDescription: ' Advice on logistics. ',
          questionAnswerPairs: [
            { question: 'How long?', answer: 'A year' },
            { question: ' ', answer: '' },
          ],
        },
      }),
    );
    expect(request?.customDocument).toEqual({
      specificDocumentType: 'Consulting Agreement',
      documentDescription: 'Advice on logistics.',
      questionAnswerPairs: [{ question: 'How long?', answer: 'A year' }],
    });
    expect(planRequestData(order())?.customDocument).toBeUndefined();
  });
});

describe('the deciding fields of a plan', () => {
  it('names each detail a clause waits on, with the clauses waiting on it', () => {
    const plan: DocumentPlan = {
      clauses: [
        { id: 'non-compete', label: 'Non-Compete Clause', status: 'needsFacts', reason: 'r', facts: ['annualPay', 'exemptStatus'] },
        { id: 'data-protection', label: 'Data Protection', status: 'needsFacts', reason: 'r', facts: ['annualPay'] },
        { id: 'arbitration-provision', label: 'Arbitration Provision', status: 'leftOut', reason: 'r', facts: ['workState'] },
        { id: 'intellectual-property', label: 'Intellectual Property Protection', status: 'included', facts: [] },
      ],
      sections: [],
    };
    expect(decidingFieldsOf(plan)).toEqual({
      annualPay: ['Non-Compete Clause', 'Data Protection'],
      exemptStatus: ['Non-Compete Clause'],
    });
    expect(decidingFieldsOf(undefined)).toEqual({});
  });
});
