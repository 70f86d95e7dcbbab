import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/navigation';
import { downloadPageApi, listedDocument } from '@/testing/listed-document';
import { callsTo, chooseState, mockApi, mockPhone, renderApp, type Handler, type RequestBody } from '@/testing/test-utils';
import type { DocumentData, DocumentPlan, PlannedClause } from '@/types/api';

/**
 * 'What your document will include' (issue 23 point 2, issue 24 point 1) on every order form: the home form, the
 * phone wizard, the /nda wizard and the revise panel, each composed with the plan by its route.
 */

const CALIFORNIA =
  'Under California law (Cal. Bus. & Prof. Code § 16600.5), non-compete covenants are void, and presenting one is unlawful.';
const PAY_FLOOR = "Washington allows a non-compete only with an employee whose pay is above the state's yearly threshold.";
const INDIVIDUALS = "Colorado's rule for a covenant with an individual differs from its rule for a business.";
const SOLICIT = "a covenant not to solicit the Company's customers";
const TITLE = 'What your document will include';
const NOTE = "Your state's rule for the Non-Compete Clause depends on this.";

type User = ReturnType<typeof renderApp>['user'];

/** A stand-in engine: the rules the tests need, for the selected clauses. */
function plan(data: DocumentData): DocumentPlan {
  const details = data.details ?? {};
  const clauses = data.specialClauses.map((selected): PlannedClause => {
    const id = selected as PlannedClause['id'];
    const label = id === 'non-compete' ? 'Non-Compete Clause' : id;
    if (id !== 'non-compete') return { id, label, status: 'included', facts: [] };
    if (data.stateJurisdiction === 'California') return { id, label, status: 'leftOut', reason: CALIFORNIA, instead: SOLICIT, facts: [] };
    if (data.stateJurisdiction === 'Washington' && data.documentType === 'Employment Agreement') {
      if (!details.annualPay) return { id, label, status: 'needsFacts', reason: PAY_FLOOR, instead: SOLICIT, facts: ['annualPay'] };
      if (!details.workState) return { id, label, status: 'needsFacts', reason: PAY_FLOOR, instead: SOLICIT, facts: ['workState'] };
    }
    if (data.stateJurisdiction === 'Colorado' && !details.counterpartyEntityType) {
      return { id, label, status: 'needsFacts', reason: INDIVIDUALS, instead: SOLICIT, facts: ['counterpartyEntityType'] };
    }
    return { id, label, status: 'included', facts: [] };
  });
  return { clauses, sections: ['Parties', 'Confidential Information', 'Signatures'] };
}

const planDocument: Handler = (body: RequestBody) => ({ body: plan(body.documentData as DocumentData) });

/** The lazily loaded summary and its first answer (after the 400 ms pause). */
const findClause = (id = 'non-compete') => screen.findByTestId(`plan-clause-${id}`, {}, { timeout: 5000 });

/** The text of the elements a control's aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the home form', { timeout: 60_000 }, () => {
  it('shows a non-compete California forbids as not included, with the reason, under the special clauses', async () => {
    const fetchMock = mockApi({ '/api/plan-document': planDocument });
    const { user } = renderApp('/');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Employment Agreement');
    await chooseState(user, 'California');
    expect(callsTo(fetchMock, '/api/plan-document')).toHaveLength(0);
    await user.click(screen.getByText('Non-Compete Clause'));

    const clause = await findClause();
    expect(clause).toHaveTextContent('Not included');
    expect(clause).toHaveTextContent(CALIFORNIA);
    expect(clause).toHaveTextContent(`Instead: ${SOLICIT}`);
    const summary = screen.getByTestId('plan-summary');
    expect(within(summary).getByRole('heading', { level: 4, name: TITLE })).toBeInTheDocument();
    expect(follows(screen.getByRole('group', { name: 'Special Clauses (Optional)' }), summary)).toBe(true);
    const [call] = callsTo(fetchMock, '/api/plan-document');
    expect(call.body.documentData).toMatchObject({
      documentType: 'Employment Agreement',
      stateJurisdiction: 'California',
      specialClauses: ['non-compete'],
    });
    expect(call.headers['x-document-code']).toBeUndefined();
  });

  it('says a Washington non-compete waits on the annual pay, and marks that field until it is given', async () => {
    mockApi({ '/api/plan-document': planDocument });
    const { user } = renderApp('/');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Employment Agreement');
    await chooseState(user, 'Washington');
    await user.click(screen.getByText('Non-Compete Clause'));

    const clause = await findClause();
    expect(clause).toHaveTextContent('Depends on details you have not given');
    expect(clause).toHaveTextContent('Details to give: Annual pay (US dollars)');
    expect(clause).toHaveTextContent(PAY_FLOOR);
    const details = within(screen.getByTestId('document-details'));
    const pay = details.getByLabelText('Annual pay (US dollars)');
    await waitFor(() => expect(description(pay)).toContain(NOTE));
    expect(screen.getByTestId('annualPay-deciding')).toHaveTextContent(NOTE);

    await user.type(pay, '120,000');
    await waitFor(() => expect(screen.getByTestId('plan-clause-non-compete')).toHaveTextContent('Details to give: State where the employee will work'));
    expect(screen.queryByTestId('annualPay-deciding')).not.toBeInTheDocument();
    expect(description(details.getByLabelText('State where the employee will work'))).toContain(NOTE);
  });

  it('never stands in the way: a refused plan leaves a quiet line and the form submits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(
      'pendingDocumentData',
      JSON.stringify({
        documentType: 'Employment Agreement',
        businessName: 'Acme Widgets',
        businessType: 'Corporation',
        stateJurisdiction: 'California',
        industry: 'Technology',
        specialClauses: ['non-compete'],
      }),
    );
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    mockApi({
      '/api/plan-document': () => ({ status: 429, body: { error: 'Too many requests.', code: 'rate_limited' } }),
      '/api/create-checkout': () => ({ body: { url: '/test-checkout?session_id=cs_1', code: 'ABCD2345' } }),
    });
    const { user } = renderApp('/');
    expect(
      await screen.findByText(/A preview of what your document will include is not available right now/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Too many requests.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Document - $19' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout?session_id=cs_1'));
  });
});

describe('the phone wizard', { timeout: 60_000 }, () => {
  it('shows the plan under the special clauses and on the review step', async () => {
    mockPhone();
    mockApi({ '/api/plan-document': planDocument });
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Create Document' }));
    const wizard = within(await screen.findByTestId('document-wizard', {}, { timeout: 5000 }));
    await user.selectOptions(wizard.getByLabelText('Document Type'), 'Employment Agreement');
    await user.click(wizard.getByRole('button', { name: 'Continue' }));
    await user.type(await wizard.findByLabelText('Business Name'), 'Acme Widgets');
    await user.selectOptions(wizard.getByLabelText('Business Type'), 'Corporation');
    await chooseState(user, 'California', wizard);
    await user.selectOptions(wizard.getByLabelText('Industry'), 'Technology');
    await user.click(wizard.getByRole('button', { name: 'Continue' }));
    await wizard.findByRole('heading', { level: 2, name: /Options$/ });
    await user.click(wizard.getByText('Non-Compete Clause'));

    expect(await findClause()).toHaveTextContent('Not included');
    expect(follows(wizard.getByRole('group', { name: 'Special Clauses (Optional)' }), screen.getByTestId('plan-summary'))).toBe(true);

    await user.click(wizard.getByRole('button', { name: 'Continue' }));
    await wizard.findByRole('heading', { level: 2, name: /Review$/ });
    expect(wizard.getByRole('heading', { level: 3, name: TITLE })).toBeInTheDocument();
    // Drawn with the review, not after it: nothing arrives later above the pay button.
    const clause = screen.getByTestId('plan-clause-non-compete');
    expect(screen.queryByTestId('plan-quiet-line')).not.toBeInTheDocument();
    expect(clause).toHaveTextContent('Not included');
    expect(clause).toHaveTextContent(CALIFORNIA);
    expect(follows(screen.getByTestId('plan-summary'), wizard.getByRole('button', { name: 'Generate Document - $19' }))).toBe(true);
  });
});

describe('the /nda wizard', { timeout: 60_000 }, () => {
  async function toStep2(user: User) {
    await user.type(screen.getByLabelText(/Business Name/), 'Acme Widgets');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Additional details' });
  }

  async function toReview(user: User, state: string) {
    await user.selectOptions(screen.getByLabelText(/Business Type/), 'Limited Liability Company (LLC)');
    await user.selectOptions(screen.getByLabelText(/Industry/), 'Technology');
    await user.selectOptions(screen.getByLabelText(/State\/Jurisdiction/), state);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & Generate' });
  }

  it("asks whether the other party is a person, shows the plan on the review and sends the other party's kind", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({
      '/api/plan-document': planDocument,
      '/api/create-checkout': () => ({ body: { url: 'https://checkout.example/cs_1', code: 'ABCD2345' } }),
    });
    const { user } = renderApp('/nda');
    await toStep2(user);
    const kind = screen.getByLabelText('Is the other party a person or a business?');
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select...',
      'Individual',
      'Sole Proprietorship',
      'Partnership',
      'Limited Liability Company (LLC)',
      'Corporation',
      'Non-Profit Organization',
    ]);
    await user.selectOptions(kind, 'Individual');
    await toReview(user, 'California');

    expect(screen.getByRole('heading', { level: 3, name: TITLE })).toBeInTheDocument();
    // The review is drawn with its plan: nothing arrives later above the terms box and the pay button.
    const clause = screen.getByTestId('plan-clause-non-compete');
    expect(screen.queryByTestId('plan-quiet-line')).not.toBeInTheDocument();
    expect(clause).toHaveTextContent('Not included');
    expect(clause).toHaveTextContent(CALIFORNIA);
    expect(await findClause('intellectual-property')).toHaveTextContent('Included');
    const summary = within(screen.getByRole('region', { name: 'Your NDA' }));
    expect(summary.getByText('Individual')).toBeInTheDocument();
    // The summary no longer calls the asked-for clauses included: the plan says which are.
    expect(summary.queryByText(/^Included clauses/)).not.toBeInTheDocument();
    expect(summary.getByText(/Clauses asked for, drafted where your state allows them/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/plan-document').at(-1)?.body.documentData.details).toEqual({
      counterpartyEntityType: 'Individual',
    });

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Generate Document - $19' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(callsTo(fetchMock, '/api/create-checkout')[0].body.documentData.details).toEqual({
      counterpartyEntityType: 'Individual',
    });
  });

  it('a plan that does not answer holds the review back only briefly, then follows it', async () => {
    let asked = 0;
    // The first plan (the one asked before the review) never answers; the summary's own asks are answered.
    const firstHangs: Handler = (body, init) => (asked++ === 0 ? new Promise(() => {}) : planDocument(body, init));
    mockApi({ '/api/plan-document': firstHangs });
    const { user } = renderApp('/nda');
    await toStep2(user);
    await user.selectOptions(screen.getByLabelText(/Business Type/), 'Limited Liability Company (LLC)');
    await user.selectOptions(screen.getByLabelText(/Industry/), 'Technology');
    await user.selectOptions(screen.getByLabelText(/State\/Jurisdiction/), 'Texas');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Busy while the plan is asked for; the visitor still reaches the review.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled());
    await screen.findByRole('heading', { level: 2, name: 'Review & Generate' }, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Document - $19' })).toBeEnabled();
  });

  it("marks the other party's kind on step 2 when Colorado's rule waits on it", async () => {
    mockApi({ '/api/plan-document': planDocument });
    const { user } = renderApp('/nda');
    await toStep2(user);
    await toReview(user, 'Colorado');
    const clause = await findClause();
    expect(clause).toHaveTextContent('Depends on details you have not given');
    expect(clause).toHaveTextContent('Details to give: Is the other party a person or a business?');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Additional details' });
    const kind = screen.getByLabelText('Is the other party a person or a business?');
    expect(description(kind)).toContain(NOTE);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });
});

describe('the revise panel', { timeout: 60_000 }, () => {
  it("shows the revised order's plan once a term changes, and marks the term it waits on", async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    const madeWith = {
      documentType: 'Employment Agreement',
      businessName: 'Acme Widgets',
      businessType: 'Corporation',
      stateJurisdiction: 'Washington',
      industry: 'Technology',
      specialClauses: ['non-compete'],
      details: { annualPay: '120,000' },
    };
    const fetchMock = mockApi(
      downloadPageApi('job-1', {
        '/api/list-documents': () => ({ body: { documents: [listedDocument('job-1', { documentData: madeWith })] } }),
        '/api/plan-document': planDocument,
      }),
    );
    const { user } = renderApp('/download');
    const list = await screen.findByRole('region', { name: 'Your documents' });
    await user.click(await within(list).findByRole('button', { name: 'Revise this document' }));
    const terms = within(await screen.findByRole('group', { name: 'Terms' }));
    expect(terms.getByRole('textbox', { name: 'Annual pay (US dollars)' })).toHaveValue('120,000');
    const status = terms.getByRole('combobox', { name: 'Exempt or non-exempt' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'As drafted',
      'Exempt (no overtime)',
      'Non-exempt (overtime)',
    ]);
    expect(terms.getByRole('combobox', { name: 'State where the employee will work' })).toHaveValue('');
    expect(terms.getByRole('combobox', { name: 'Licensed health-care or similar profession' })).toBeInTheDocument();
    // Nothing changed yet: no plan.
    expect(screen.queryByTestId('plan-summary')).not.toBeInTheDocument();

    await user.selectOptions(status, 'Exempt (no overtime)');
    const clause = await findClause();
    expect(clause).toHaveTextContent('Depends on details you have not given');
    expect(clause).toHaveTextContent('Details to give: State where the employee will work');
    expect(callsTo(fetchMock, '/api/plan-document').at(-1)?.body.documentData).toMatchObject({
      documentType: 'Employment Agreement',
      stateJurisdiction: 'Washington',
      details: { annualPay: '120,000', exemptStatus: 'Exempt' },
    });
    const workState = terms.getByRole('combobox', { name: 'State where the employee will work' });
    await waitFor(() => expect(description(workState)).toContain(NOTE));

    await user.selectOptions(workState, 'Washington');
    await waitFor(() => expect(screen.getByTestId('plan-clause-non-compete')).toHaveTextContent('Included'));
    expect(screen.getByTestId('plan-clause-non-compete')).not.toHaveTextContent('Depends');
    expect(screen.queryByTestId('workState-deciding')).not.toBeInTheDocument();
  });
});
