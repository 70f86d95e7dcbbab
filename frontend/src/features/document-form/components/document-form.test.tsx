import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, chooseState, mockApi, renderApp } from '@/testing/test-utils';
import { browserNavigation } from '@/lib/navigation';

const REQUIRED = [
  'Document type is required',
  'Business name is required',
  'Business type is required',
  'State/Jurisdiction is required',
  'Industry is required',
];

const submitButton = () => screen.getByRole('button', { name: 'Generate Document - $19' });

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(screen.getByLabelText('Document Type'), 'Non-Disclosure Agreement');
  await user.type(screen.getByLabelText('Business Name'), 'Acme Widgets');
  await user.selectOptions(screen.getByLabelText('Business Type'), 'Limited Liability Company (LLC)');
  await chooseState(user, 'California');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Technology');
}

describe('Document Information form', () => {
  it('shows no errors before the first submit', () => {
    renderApp('/');
    for (const message of REQUIRED) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveAttribute('placeholder', 'Enter your business name');
  });

  it('shows every required message, red fields and the missing-fields toast on an empty submit', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/');
    await user.click(submitButton());

    for (const message of REQUIRED) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Industry')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Required Fields Missing')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please complete: Document Type, Business Name, Business Type, State/Jurisdiction, Industry',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes the missing-fields toast once the last required field is filled, not before (issue 24)', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Non-Disclosure Agreement');
    await user.type(screen.getByLabelText('Business Name'), 'Acme Widgets');
    await user.click(submitButton());
    // Open, closing (jsdom runs no exit animation) or gone.
    const toastState = () =>
      screen.queryByText('Required Fields Missing')?.closest('[data-part="root"]')?.getAttribute('data-state') ?? 'gone';
    expect(await screen.findByText('Please complete: Business Type, State/Jurisdiction, Industry')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Business Type'), 'Corporation');
    await chooseState(user, 'Texas');
    expect(toastState()).toBe('open');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Retail');
    await waitFor(() => expect(toastState()).not.toBe('open'));
  });

  it('clears only the edited field error', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await user.click(submitButton());
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Business Name'), 'A');
    expect(screen.queryByText('Business name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Document type is required')).toBeInTheDocument();

    await chooseState(user, 'Texas');
    expect(screen.queryByText('State/Jurisdiction is required')).not.toBeInTheDocument();
    expect(screen.getByText('Industry is required')).toBeInTheDocument();
  });

  it('treats a whitespace-only business name as empty', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/');
    await fillForm(user);
    await user.clear(screen.getByLabelText('Business Name'));
    await user.type(screen.getByLabelText('Business Name'), '    ');
    await user.click(submitButton());

    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(await screen.findByText('Please complete: Business Name')).toBeInTheDocument();
    expect(screen.queryByText('Document type is required')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the chosen document type description', async () => {
    const { user } = renderApp('/');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Privacy Policy');
    expect(screen.getByText(/GDPR and CCPA/)).toBeInTheDocument();
  });

  it('starts checkout with the form data, keeps it in sessionStorage and goes to the payment page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({
      '/api/create-checkout': () => ({
        body: { url: '/test-checkout?session_id=cs_test_1', code: 'ABCD2345' },
      }),
    });
    localStorage.setItem('gclid', 'G-123');
    localStorage.setItem('gclidExpiry', String(Date.now() + 1000 * 60));
    const { user } = renderApp('/');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Non-Compete Clause' }));
    await user.click(submitButton());

    await waitFor(() => expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(1));
    const [{ body }] = callsTo(fetchMock, '/api/create-checkout');
    expect(body).toEqual({
      pricingTier: '$19',
      gclid: 'G-123',
      documentData: {
        documentType: 'Non-Disclosure Agreement',
        businessName: 'Acme Widgets',
        businessType: 'Limited Liability Company (LLC)',
        stateJurisdiction: 'California',
        industry: 'Technology',
        protectionLevel: 'Comprehensive',
        specialClauses: ['non-compete'],
        customInstructions: '',
        pricingTier: '$19',
      },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout?session_id=cs_test_1'));
    expect(JSON.parse(sessionStorage.getItem('pendingDocumentData')!)).toMatchObject({
      businessName: 'Acme Widgets',
    });
    expect(sessionStorage.getItem('pendingDocumentCode')).toBe('ABCD2345');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('shows the checkout error toast and returns to idle when checkout fails', async () => {
    mockApi({
      '/api/create-checkout': () => ({
        status: 502,
        body: { error: 'The payment provider is unavailable.', code: 'payment_provider_error' },
      }),
    });
    const { user } = renderApp('/');
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Checkout Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to create checkout session. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate Document - $19' })).toBeEnabled();
  });

  it('shows server field errors from a 400 answer', async () => {
    mockApi({
      '/api/create-checkout': () => ({
        status: 400,
        body: {
          error: 'Please check the highlighted fields.',
          code: 'invalid_document_data',
          fields: { businessName: 'Business name is required' },
        },
      }),
    });
    const { user } = renderApp('/');
    await fillForm(user);
    await user.click(submitButton());

    const nameField = screen.getByLabelText('Business Name').closest('[data-part="root"]') as HTMLElement;
    expect(await within(nameField).findByText('Business name is required')).toBeInTheDocument();
    expect(await screen.findByText('Checkout Error')).toBeInTheDocument();
  });

  it('shows the custom-type block only for Other (Beta)', async () => {
    const { user } = renderApp('/');
    expect(screen.queryByLabelText('Specific Document Type')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Other (Beta)');
    // Its code loads when the type is chosen.
    expect(await screen.findByLabelText('Specific Document Type', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Document Description')).toBeInTheDocument();
  });

  it('counts custom instruction characters and shows the check once text exists', async () => {
    const { user } = renderApp('/');
    expect(screen.getByText('(0 characters)')).toBeInTheDocument();
    expect(screen.queryByTestId('custom-instructions-check')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Custom Instructions/ }));
    await user.type(screen.getByLabelText('Custom Instructions'), 'VERBATIM: Hi');
    expect(screen.getByText('(12 characters)')).toBeInTheDocument();
    expect(screen.getByTestId('custom-instructions-check')).toBeInTheDocument();
    expect(screen.getByText(/VERBATIM:/, { selector: 'p' })).toBeInTheDocument();
  });
});
