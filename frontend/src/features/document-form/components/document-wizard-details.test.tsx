import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/navigation';
import { callsTo, chooseState, mockApi, mockPhone, renderApp } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const wizard = () => within(screen.getByTestId('document-wizard'));
const stepHeading = (name: string) => wizard().getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });
const continueButton = () => wizard().getByRole('button', { name: 'Continue' });

/** The phone wizard up to its Options step, for `documentType`. */
async function reachOptions(user: User, documentType: string) {
  await user.click(screen.getByRole('button', { name: 'Create Document' }));
  await waitFor(() => expect(stepHeading('Document')).toHaveFocus());
  await user.selectOptions(wizard().getByLabelText('Document Type'), documentType);
  await user.click(continueButton());
  await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
  await user.type(wizard().getByLabelText('Business Name'), 'Acme Widgets');
  await user.selectOptions(wizard().getByLabelText('Business Type'), 'Corporation');
  await chooseState(user, 'New York', wizard());
  await user.selectOptions(wizard().getByLabelText('Industry'), 'Technology');
  await user.click(continueButton());
  await waitFor(() => expect(stepHeading('Options')).toHaveFocus());
}

beforeEach(() => {
  mockPhone();
});

describe('the phone wizard asks the details on its Options step', { timeout: 60_000 }, () => {
  it('Review lists the answered details, and checkout sends them', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({
      '/api/create-checkout': () => ({ body: { url: '/test-checkout?session_id=cs_w', code: 'ABCD2345' } }),
    });
    const { user } = renderApp('/');
    await reachOptions(user, 'Non-Disclosure Agreement');
    await wizard().findByRole('heading', { level: 3, name: 'Details that make your document stronger' }, { timeout: 5000 });
    await user.selectOptions(wizard().getByLabelText('Mutual or one-way'), 'Mutual: both sides share');
    await user.type(wizard().getByLabelText('Purpose of sharing information'), 'evaluating a joint venture');
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Review')).toHaveFocus());

    const review = wizard();
    expect(review.getByText('Mutual or one-way')).toBeInTheDocument();
    expect(review.getByText('Mutual: both sides share')).toBeInTheDocument();
    expect(review.getByText('evaluating a joint venture')).toBeInTheDocument();

    await user.click(wizard().getByRole('button', { name: 'Generate Document - $19' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/create-checkout')[0].body.documentData.details).toEqual({
      mutuality: 'Mutual',
      purpose: 'evaluating a joint venture',
    });
  });

  it('shows no details for Terms of Service', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await reachOptions(user, 'Terms of Service');
    expect(wizard().queryByTestId('document-details')).not.toBeInTheDocument();
    expect(wizard().getByText('Optional: add special clauses or your own instructions.')).toBeInTheDocument();
  });

  it('a detail or the instructions the server refuses take the buyer back to Options, to the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fields: Record<string, string> = { annualPay: 'Annual pay must be an amount in US dollars, like 85,000' };
    let code = 'invalid_document_data';
    mockApi({ '/api/create-checkout': () => ({ status: 400, body: { error: 'Check the fields.', code, fields } }) });
    const { user } = renderApp('/');
    await reachOptions(user, 'Employment Agreement');
    await wizard().findByLabelText('Annual pay (US dollars)', {}, { timeout: 5000 });
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Review')).toHaveFocus());
    await user.click(wizard().getByRole('button', { name: 'Generate Document - $19' }));

    await waitFor(() => expect(wizard().getByLabelText('Annual pay (US dollars)')).toHaveFocus());
    expect(stepHeading('Options')).toBeInTheDocument();
    expect(wizard().getByText('Annual pay must be an amount in US dollars, like 85,000')).toBeInTheDocument();

    fields = { customInstructions: 'Your instructions ask for a non-compete, but New York law...' };
    code = 'instructions_conflict';
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Review')).toHaveFocus());
    await user.click(wizard().getByRole('button', { name: 'Generate Document - $19' }));
    await waitFor(() => expect(wizard().getByLabelText('Custom Instructions')).toHaveFocus());
    expect(wizard().getByLabelText('Custom Instructions')).toHaveAttribute('aria-invalid', 'true');
    expect(wizard().getByText(fields.customInstructions)).toBeInTheDocument();
    expect(await screen.findByText('Your instructions need a change')).toBeInTheDocument();
  });

  it('changing the document type starts the details afresh', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await reachOptions(user, 'Non-Disclosure Agreement');
    await user.type(await wizard().findByLabelText('Purpose of sharing information', {}, { timeout: 5000 }), 'a bid');
    await user.click(wizard().getByRole('button', { name: 'Back' }));
    await user.click(wizard().getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(stepHeading('Document')).toHaveFocus());
    await user.selectOptions(wizard().getByLabelText('Document Type'), 'Employment Agreement');
    await user.selectOptions(wizard().getByLabelText('Document Type'), 'Non-Disclosure Agreement');
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
    // The business details were reset too (spec §4): fill them again.
    await user.type(wizard().getByLabelText('Business Name'), 'Acme Widgets');
    await user.selectOptions(wizard().getByLabelText('Business Type'), 'Corporation');
    await chooseState(user, 'Texas', wizard());
    await user.selectOptions(wizard().getByLabelText('Industry'), 'Technology');
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Options')).toHaveFocus());
    expect(wizard().getByLabelText('Purpose of sharing information')).toHaveValue('');
  });

  it("asks an 'Other (Beta)' kind's side on Options, even when the visitor moved on before the kind was known", async () => {
    mockApi({
      '/api/suggest-document-types': () => ({ body: { suggestions: [] } }),
      '/api/generate-document-questions': () => ({
        body: {
          questions: ['What is the rent?'],
          kind: { supported: true, label: 'commercial lease', sides: ['Landlord', 'Tenant'], mutualChoice: false, message: null },
        },
      }),
    });
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Create Document' }));
    await waitFor(() => expect(stepHeading('Document')).toHaveFocus());
    await user.selectOptions(wizard().getByLabelText('Document Type'), 'Other (Beta)');
    await user.type(await wizard().findByLabelText('Specific Document Type', {}, { timeout: 5000 }), 'Commercial Lease');
    // At once, before the name's questions and kind are asked.
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Business')).toHaveFocus());
    await user.type(wizard().getByLabelText('Business Name'), 'Acme Widgets');
    await user.selectOptions(wizard().getByLabelText('Business Type'), 'Corporation');
    await chooseState(user, 'Texas', wizard());
    await user.selectOptions(wizard().getByLabelText('Industry'), 'Technology');
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading('Options')).toHaveFocus());
    const side = await wizard().findByLabelText("Your business's side", {}, { timeout: 5000 });
    expect(within(side).getByRole('option', { name: 'Tenant' })).toBeInTheDocument();
  });
});
