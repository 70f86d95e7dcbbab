import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-client';
import { emptyDocumentData } from '@/lib/document-data';
import { callsTo, mockApi } from '@/testing/test-utils';
import { PLAN_DOCUMENT_ENDPOINT, planDocument, readPlan } from './plan-document';

const documentData = {
  ...emptyDocumentData(),
  documentType: 'Employment Agreement',
  stateJurisdiction: 'California',
  specialClauses: ['non-compete'],
};

describe('POST /api/plan-document', () => {
  it('sends the order as {documentData}, as JSON, without a document code', async () => {
    const fetchMock = mockApi({
      [PLAN_DOCUMENT_ENDPOINT]: () => ({
        body: { clauses: [{ id: 'non-compete', label: 'Non-Compete Clause', status: 'included', facts: [] }], sections: ['Parties'] },
      }),
    });
    const plan = await planDocument(documentData);
    expect(plan).toEqual({
      clauses: [{ id: 'non-compete', label: 'Non-Compete Clause', status: 'included', reason: undefined, instead: undefined, facts: [] }],
      sections: ['Parties'],
    });
    const [call] = callsTo(fetchMock, PLAN_DOCUMENT_ENDPOINT);
    expect(call.body).toEqual({ documentData });
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.headers['x-document-code']).toBeUndefined();
  });

  it('fails with the typed error of a 400, a 429 and a network failure', async () => {
    const answers = [
      {
        status: 400,
        body: { error: 'Please check', code: 'invalid_document_data', fields: { stateJurisdiction: 'State/Jurisdiction is required' } },
      },
      { status: 429, body: { error: 'Too many requests.', code: 'rate_limited' } },
    ];
    for (const answer of answers) {
      mockApi({ [PLAN_DOCUMENT_ENDPOINT]: () => answer });
      const failure = await planDocument(documentData).catch((error: unknown) => error);
      expect(isApiError(failure) && failure.code).toBe(answer.body.code);
    }
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await planDocument(documentData).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('network_error');
  });
});

describe('reading a plan', () => {
  it('keeps the reason, the alternative and the facts, and drops what is not text', () => {
    expect(
      readPlan({
        clauses: [
          {
            id: 'non-compete',
            label: 'Non-Compete Clause',
            status: 'needsFacts',
            reason: 'Washington allows one only above a pay floor.',
            instead: 'a covenant not to solicit customers',
            facts: ['annualPay', 7, 'exemptStatus'],
          },
        ],
        sections: ['Parties', null, 'Confidential Information'],
      }),
    ).toEqual({
      clauses: [
        {
          id: 'non-compete',
          label: 'Non-Compete Clause',
          status: 'needsFacts',
          reason: 'Washington allows one only above a pay floor.',
          instead: 'a covenant not to solicit customers',
          facts: ['annualPay', 'exemptStatus'],
        },
      ],
      sections: ['Parties', 'Confidential Information'],
    });
  });

  it('refuses an answer it cannot word: an unknown status is never shown as included', () => {
    expect(() => readPlan({ clauses: [{ id: 'non-compete', label: 'Non-Compete Clause', status: 'maybe' }] })).toThrow();
    expect(() => readPlan({ clauses: [{ id: 'time-travel', label: 'Time Travel', status: 'included' }], sections: [] })).toThrow();
    expect(() => readPlan({ sections: [] })).toThrow();
    expect(() => readPlan(null)).toThrow();
  });
});
