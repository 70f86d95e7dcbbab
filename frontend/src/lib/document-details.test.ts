import { describe, expect, it } from 'vitest';
import { COUNTERPARTY_ENTITY_TYPES, MUTUALITIES, PROFESSIONS, SENSITIVE_DATA, SENSITIVE_DATA_NONE } from './detail-options';
import { emptyDocumentData, toDocumentData, toRequestData } from './document-data';
import { isUsdAmount, keepDetails } from './document-details';
import { orderDetailFields, schemaDocumentTypes } from './order-schema';
import { BUSINESS_TYPES, DOCUMENT_TYPE_LABELS, SOLE_PROPRIETORSHIP } from './options';

describe('detail answers generated from the Rust domain', () => {
  it("holds the server's labels, 'None of these' among the sensitive data, and every business type for the other party", () => {
    expect(MUTUALITIES).toEqual(['Mutual', 'One-way']);
    expect(PROFESSIONS).toContain('Physician');
    expect(SENSITIVE_DATA).toContain(SENSITIVE_DATA_NONE);
    expect(COUNTERPARTY_ENTITY_TYPES).toEqual(['Individual', ...BUSINESS_TYPES]);
    expect(BUSINESS_TYPES).toContain(SOLE_PROPRIETORSHIP);
  });
});

describe('which details an order carries', () => {
  it('names every generated document type, and no other', () => {
    expect(schemaDocumentTypes().sort()).toEqual([...DOCUMENT_TYPE_LABELS].sort());
  });

  it('asks nothing for Terms of Service, except the owner of a sole proprietorship', () => {
    expect(orderDetailFields({ documentType: 'Terms of Service', businessType: 'Corporation' })).toEqual([]);
    expect(orderDetailFields({ documentType: 'Terms of Service', businessType: SOLE_PROPRIETORSHIP })).toEqual([
      'ownerName',
    ]);
  });

  it('sends only the answered details of the chosen type, trimmed, and none when none is answered', () => {
    const data = {
      ...emptyDocumentData(),
      documentType: 'Employment Agreement',
      businessName: 'Acme',
      businessType: 'Corporation',
      stateJurisdiction: 'California',
      industry: 'Technology',
      details: {
        annualPay: ' 95,000 ',
        exemptStatus: 'Exempt',
        workState: '',
        // Left from another type or business type: not sent.
        mutuality: 'Mutual',
        ownerName: 'Jane Doe',
      },
    };
    expect(toRequestData(data).details).toEqual({ annualPay: '95,000', exemptStatus: 'Exempt' });
    expect(toRequestData({ ...data, details: { workState: '  ' } })).not.toHaveProperty('details');
    expect(toRequestData({ ...data, businessType: SOLE_PROPRIETORSHIP }).details).toMatchObject({ ownerName: 'Jane Doe' });
  });

  it('keeps details through storage (pendingDocumentData, saved data) and drops malformed values', () => {
    const stored = JSON.parse(
      JSON.stringify({ documentType: 'Privacy Policy', details: { sensitiveData: ['Biometric', 7], sellsOrSharesData: 'No', x: {} } }),
    );
    expect(toDocumentData(stored).details).toEqual({ sensitiveData: ['Biometric'], sellsOrSharesData: 'No' });
    expect(keepDetails({ sensitiveData: ['Biometric', 'Biometric', ' '] }, ['sensitiveData'])).toEqual({
      sensitiveData: ['Biometric'],
    });
  });
});

describe('dollar amounts', () => {
  it('accepts what the server parses and refuses the rest', () => {
    for (const good of ['85000', '$85,000', ' $ 1,234,567.5 ', '0.99', '85000.', '1000000000']) {
      expect(isUsdAmount(good), good).toBe(true);
    }
    for (const bad of ['', '$', '85k', '8,50,000', '1.234', '-5', '12,34', ',000', '1000000000.01', '1e5']) {
      expect(isUsdAmount(bad), bad).toBe(false);
    }
  });
});
