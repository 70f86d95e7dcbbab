import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyDocumentData } from '@/lib/document-data';
import { callsTo, mockApi, type Handler } from '@/testing/test-utils';
import { renderUi } from '@/testing/render-ui';
import type { DocumentData, DocumentPlan } from '@/types/api';
import { PLAN_DOCUMENT_ENDPOINT } from '../api/plan-document';
import { LazyPlanSummary } from './lazy-plan-summary';
import { PlanSummary } from './plan-summary';

const CALIFORNIA_REASON =
  'Under California law (Cal. Bus. & Prof. Code § 16600.5), non-compete covenants are void, and presenting one is unlawful.';
const WASHINGTON_REASON =
  "Washington allows a non-compete only with an employee whose pay is above the state's yearly threshold.";
const SOLICIT = "a covenant not to solicit the Company's customers for 12 months";

const order = (overrides: Partial<DocumentData> = {}): DocumentData => ({
  ...emptyDocumentData(),
  documentType: 'Employment Agreement',
  businessName: 'Acme Widgets',
  businessType: 'Corporation',
  stateJurisdiction: 'California',
  industry: 'Technology',
  specialClauses: ['non-compete', 'intellectual-property'],
  ...overrides,
});

const californiaPlan: DocumentPlan = {
  clauses: [
    { id: 'non-compete', label: 'Non-Compete Clause', status: 'leftOut', reason: CALIFORNIA_REASON, instead: SOLICIT, facts: [] },
    { id: 'intellectual-property', label: 'Intellectual Property Protection', status: 'included', facts: [] },
  ],
  sections: ['Parties', 'Position and Duties', 'Confidential Information', 'Signatures'],
};

const washingtonPlan: DocumentPlan = {
  clauses: [
    {
      id: 'non-compete',
      label: 'Non-Compete Clause',
      status: 'needsFacts',
      reason: WASHINGTON_REASON,
      instead: SOLICIT,
      facts: ['annualPay', 'exemptStatus'],
    },
  ],
  sections: ['Parties', 'Non-Solicitation'],
};

const answer = (plan: DocumentPlan): Handler => () => ({ body: plan });

/** The summary for an order the test can change, as a form's render would. */
function renderSummary(initial: DocumentData, onDecidingFieldsChange = vi.fn()) {
  let setOrder: (next: DocumentData) => void = () => {};
  function Form() {
    const [current, set] = useState(initial);
    setOrder = set;
    return <PlanSummary documentData={current} onDecidingFieldsChange={onDecidingFieldsChange} />;
  }
  const result = renderUi(<Form />);
  return { ...result, onDecidingFieldsChange, change: (next: DocumentData) => act(() => setOrder(next)) };
}

const status = () => screen.getByRole('status');

describe('What your document will include', () => {
  it("shows a clause the state forbids as not included, with the state's reason and the lawful alternative", async () => {
    const fetchMock = mockApi({ [PLAN_DOCUMENT_ENDPOINT]: answer(californiaPlan) });
    renderSummary(order());

    expect(screen.getByRole('heading', { name: 'What your document will include' })).toBeInTheDocument();
    // Asked once the order has stayed the same for a moment; meanwhile a quiet line, and nothing shown as included.
    expect(screen.getByTestId('plan-quiet-line')).toHaveTextContent('Checking what California allows…');
    expect(screen.queryByText('Included')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, PLAN_DOCUMENT_ENDPOINT)).toHaveLength(0);
    const nonCompete = await screen.findByTestId('plan-clause-non-compete');
    expect(nonCompete).toHaveTextContent('Non-Compete Clause');
    expect(nonCompete).toHaveTextContent('Not included');
    expect(nonCompete).not.toHaveTextContent(/\bIncluded\b/);
    expect(nonCompete).toHaveTextContent(CALIFORNIA_REASON);
    expect(nonCompete).toHaveTextContent(`Instead: ${SOLICIT}`);
    const ip = screen.getByTestId('plan-clause-intellectual-property');
    expect(ip).toHaveTextContent('Intellectual Property Protection: Included');
    expect(ip).not.toHaveTextContent('Instead');

    // Announced politely; the status is written out, never shown by colour alone.
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(within(status()).getByText('Not included')).toBeInTheDocument();
    expect(within(status()).getByText('Included')).toBeInTheDocument();
    expect(screen.getByText("The document's 4 sections")).toBeInTheDocument();
    expect(screen.getByText('Position and Duties')).toBeInTheDocument();

    const [call] = callsTo(fetchMock, PLAN_DOCUMENT_ENDPOINT);
    expect(call.body.documentData).toMatchObject({
      documentType: 'Employment Agreement',
      stateJurisdiction: 'California',
      specialClauses: ['non-compete', 'intellectual-property'],
      businessName: '',
    });
  });

  it('says which details a clause depends on, with the labels of the details section, and what the document does meanwhile', async () => {
    mockApi({ [PLAN_DOCUMENT_ENDPOINT]: answer(washingtonPlan) });
    const { onDecidingFieldsChange } = renderSummary(order({ stateJurisdiction: 'Washington', specialClauses: ['non-compete'] }));

    const clause = await screen.findByTestId('plan-clause-non-compete');
    expect(clause).toHaveTextContent('Depends on details you have not given');
    expect(clause).toHaveTextContent('Details to give: Annual pay (US dollars) and Exempt or non-exempt');
    expect(clause).toHaveTextContent(WASHINGTON_REASON);
    expect(clause).toHaveTextContent(`Until then, the document uses: ${SOLICIT}`);
    expect(clause).not.toHaveTextContent(/\bIncluded\b/);
    await waitFor(() =>
      expect(onDecidingFieldsChange).toHaveBeenLastCalledWith({
        annualPay: ['Non-Compete Clause'],
        exemptStatus: ['Non-Compete Clause'],
      }),
    );
  });

  it("names the other party's details by the document's own labels (the freelancer's state)", async () => {
    mockApi({
      [PLAN_DOCUMENT_ENDPOINT]: answer({
        clauses: [
          { id: 'non-compete', label: 'Non-Compete Clause', status: 'needsFacts', reason: 'r', facts: ['contractValue', 'counterpartyState'] },
        ],
        sections: [],
      }),
    });
    renderSummary(order({ documentType: 'Freelance Agreement', specialClauses: ['non-compete'] }));
    expect(await screen.findByTestId('plan-clause-non-compete')).toHaveTextContent(
      "Details to give: Contract value (US dollars) and Freelancer's state",
    );
  });

  it('asks again once the order has stayed the same for a moment, not at each change', async () => {
    const fetchMock = mockApi({
      [PLAN_DOCUMENT_ENDPOINT]: (body) =>
        ({ body: (body.documentData as DocumentData).stateJurisdiction === 'Washington' ? washingtonPlan : californiaPlan }),
    });
    const { change, onDecidingFieldsChange } = renderSummary(order());
    await screen.findByTestId('plan-clause-intellectual-property');
    expect(callsTo(fetchMock, PLAN_DOCUMENT_ENDPOINT)).toHaveLength(1);

    change(order({ stateJurisdiction: 'Washington', details: { annualPay: '9' } }));
    change(order({ stateJurisdiction: 'Washington', details: { annualPay: '90' } }));
    change(order({ stateJurisdiction: 'Washington', details: { annualPay: '90,000' } }));
    // The earlier plan stays, marked as being updated.
    expect(screen.getByTestId('plan-quiet-line')).toHaveTextContent('Updating…');
    expect(status()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(screen.getByTestId('plan-clause-non-compete')).toHaveTextContent('Depends on details you have not given'),
    );
    const calls = callsTo(fetchMock, PLAN_DOCUMENT_ENDPOINT);
    expect(calls).toHaveLength(2);
    expect(calls[1].body.documentData.details).toEqual({ annualPay: '90,000' });
    expect(screen.queryByTestId('plan-quiet-line')).not.toBeInTheDocument();
    expect(onDecidingFieldsChange).toHaveBeenLastCalledWith({
      annualPay: ['Non-Compete Clause'],
      exemptStatus: ['Non-Compete Clause'],
    });

    // A new business name is not a new plan.
    change(order({ stateJurisdiction: 'Washington', businessName: 'Acme Tools', details: { annualPay: '90,000' } }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(callsTo(fetchMock, PLAN_DOCUMENT_ENDPOINT)).toHaveLength(2);
  });

  it.each([
    ['a 400', { status: 400, body: { error: 'Check', code: 'invalid_document_data', fields: { stateJurisdiction: 'Required' } } }],
    ['a 429', { status: 429, body: { error: 'Too many requests', code: 'rate_limited' } }],
    ['an unreadable answer', { body: { clauses: 'none' } }],
  ])('says quietly that no preview is available after %s, and shows no clause', async (_name, response) => {
    mockApi({ [PLAN_DOCUMENT_ENDPOINT]: () => response });
    const { onDecidingFieldsChange } = renderSummary(order());
    expect(await screen.findByText(/A preview of what your document will include is not available right now/)).toBeInTheDocument();
    expect(screen.queryByTestId('plan-clause-non-compete')).not.toBeInTheDocument();
    expect(screen.queryByText('Included')).not.toBeInTheDocument();
    expect(onDecidingFieldsChange).toHaveBeenLastCalledWith({});
  });

  it('after a network failure too, and drops the earlier plan rather than show it for the new order', async () => {
    let online = true;
    mockApi({ [PLAN_DOCUMENT_ENDPOINT]: answer(californiaPlan) });
    const working = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      online ? working(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const { change } = renderSummary(order());
    await screen.findByTestId('plan-clause-non-compete');
    online = false;
    change(order({ stateJurisdiction: 'Texas' }));
    expect(await screen.findByTestId('plan-quiet-line')).toHaveTextContent('Updating…');
    await waitFor(() =>
      expect(screen.getByTestId('plan-quiet-line')).toHaveTextContent(
        'A preview of what your document will include is not available right now. You can still continue.',
      ),
    );
    expect(screen.queryByTestId('plan-clause-non-compete')).not.toBeInTheDocument();
  });

  it('shows and asks nothing without a type and a state, or with nothing to decide', async () => {
    const fetchMock = mockApi({ [PLAN_DOCUMENT_ENDPOINT]: answer(californiaPlan) });
    const { change, onDecidingFieldsChange } = renderSummary(order({ stateJurisdiction: '' }));
    expect(screen.queryByTestId('plan-summary')).not.toBeInTheDocument();
    change(order({ specialClauses: [], details: { counterpartyName: 'Jo Lee' } }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByTestId('plan-summary')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, PLAN_DOCUMENT_ENDPOINT)).toHaveLength(0);
    expect(onDecidingFieldsChange).toHaveBeenLastCalledWith({});
  });

  it('when no clause is chosen but a deciding detail is, shows the sections', async () => {
    mockApi({ [PLAN_DOCUMENT_ENDPOINT]: answer({ clauses: [], sections: ['Parties', 'Notice to Individuals'] }) });
    renderSummary(
      order({ documentType: 'Non-Disclosure Agreement', specialClauses: [], details: { counterpartyEntityType: 'Individual' } }),
    );
    expect(await screen.findByText('No optional clauses chosen.')).toBeInTheDocument();
    expect(screen.getByText("The document's 2 sections")).toBeInTheDocument();
    expect(screen.getByText('Notice to Individuals')).toBeInTheDocument();
  });
});

describe('the summary loaded on first use', () => {
  it('loads and shows nothing until the order is worth a plan', async () => {
    const fetchMock = mockApi({ [PLAN_DOCUMENT_ENDPOINT]: answer(californiaPlan) });
    let setOrder: (next: DocumentData) => void = () => {};
    function Form() {
      const [current, set] = useState(order({ specialClauses: [] }));
      setOrder = set;
      return <LazyPlanSummary documentData={current} headingAs="h3" />;
    }
    renderUi(<Form />);
    expect(screen.queryByTestId('plan-summary')).not.toBeInTheDocument();
    act(() => setOrder(order()));
    expect(await screen.findByRole('heading', { level: 3, name: 'What your document will include' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('plan-clause-non-compete')).toHaveTextContent('Not included');
    expect(callsTo(fetchMock, PLAN_DOCUMENT_ENDPOINT)).toHaveLength(1);
  });
});
