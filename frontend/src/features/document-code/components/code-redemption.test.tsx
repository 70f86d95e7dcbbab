import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generationStatus } from '@/testing/generation-status';
import {
  callsTo,
  chooseState,
  codeRecord,
  completeDocumentData,
  mockApi,
  renderApp,
} from '@/testing/test-utils';

const codeInput = () => screen.getByLabelText('Enter Document Code');

function validWith(documentData: unknown, latestJobId: string | null = null) {
  return () => ({ body: { isValid: true, documentCode: codeRecord({ documentData, latestJobId }), error: null } });
}

describe('code redemption', () => {
  it('offers the previous document when the saved data is complete, and Use Existing continues to /generate', async () => {
    const fetchMock = mockApi({
      '/api/validate-document-code': validWith(completeDocumentData),
      '/api/start-generation': () => ({ status: 202, body: { jobId: 'job-1', status: 'queued' } }),
      '/api/generation-status': () => ({ body: { jobId: 'job-1', status: 'running', progress: 40, message: 'Drafting' } }),
    });
    const { user, router } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');

    expect(await screen.findByText('Previous Document Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Existing Document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    expect(localStorage.getItem('documentCode')).toBe('ABCD2345');
    // The saved data was loaded into the form, so generation sends it.
    await waitFor(() => expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/start-generation')[0].body.documentData).toMatchObject({
      businessName: 'Acme Widgets',
      stateJurisdiction: 'California',
    });
  });

  it('dismissing the dialog equals Start New Document', async () => {
    const fetchMock = mockApi({
      '/api/validate-document-code': validWith(completeDocumentData),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    const { user, router } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByText('Previous Document Found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(callsTo(fetchMock, '/api/clear-document-data')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?fresh=/));
    expect(localStorage.getItem('documentCode')).toBeNull();
  });

  it('does not offer the previous document when a saved field is blank', async () => {
    mockApi({
      '/api/validate-document-code': validWith({ ...completeDocumentData, protectionLevel: ' ' }),
    });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByText('Document Information Needed')).toBeInTheDocument();
    expect(screen.queryByText('Previous Document Found')).not.toBeInTheDocument();
  });

  it('Start New clears the saved data and the local code, then reloads home fresh', async () => {
    const fetchMock = mockApi({
      '/api/validate-document-code': validWith(completeDocumentData),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    const { user, router } = renderApp('/');
    await user.type(screen.getByLabelText('Business Name'), 'Someone Else');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Start New Document' }));

    await waitFor(() => expect(router.state.location.search).toMatch(/^\?fresh=\d+$/));
    const [clear] = callsTo(fetchMock, '/api/clear-document-data');
    expect(clear.headers['x-document-code']).toBe('ABCD2345');
    expect(localStorage.getItem('documentCode')).toBeNull();
    expect(screen.getByLabelText('Business Name')).toHaveValue('');
    expect(await screen.findByText('Document Cleared')).toBeInTheDocument();
  });

  it('Start New shows an Error toast when clearing fails and still continues', async () => {
    mockApi({
      '/api/validate-document-code': validWith(completeDocumentData),
      '/api/clear-document-data': () => ({ status: 503, body: { error: 'Unavailable', code: 'unavailable' } }),
    });
    const { user, router } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Start New Document' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?fresh=/));
    expect(localStorage.getItem('documentCode')).toBeNull();
  });

  it('with a complete form and no saved data, spends nothing until the review says what it uses', async () => {
    const fetchMock = mockApi({
      '/api/validate-document-code': validWith(null),
      '/api/get-credit-info': () => ({
        body: { creditsTotal: 6, creditsUsed: 1, creditsRemaining: 5, expiresAt: '2099-12-31T00:00:00Z' },
      }),
      '/api/save-document-data': () => ({ body: { saved: true } }),
    });
    const { user, router } = renderApp('/');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Terms of Service');
    await user.type(screen.getByLabelText('Business Name'), 'Acme Widgets');
    await user.selectOptions(screen.getByLabelText('Business Type'), 'Corporation');
    await chooseState(user, 'Texas');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Retail');
    await user.type(codeInput(), 'ABCD2345{Enter}');

    // Before issue 24 this went straight to /generate and spent a credit.
    const review = await screen.findByRole('alertdialog', { name: 'Use 1 credit for this document?' });
    expect(review).toHaveTextContent('Drafting it uses 1 credit of your 5 on your document code ABCD2345.');
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, '/api/save-document-data')).toHaveLength(0);

    await user.click(within(review).getByRole('button', { name: 'Use 1 credit and generate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    const [save] = callsTo(fetchMock, '/api/save-document-data');
    expect(save.headers['x-document-code']).toBe('ABCD2345');
    expect(save.body.documentData).toMatchObject({
      documentType: 'Terms of Service',
      businessName: 'Acme Widgets',
      stateJurisdiction: 'Texas',
    });
  });

  it("the saved document's 'Use Existing Document' says the credit it uses", async () => {
    mockApi({ '/api/validate-document-code': validWith(completeDocumentData) });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Previous Document Found' });
    expect(dialog).toHaveTextContent('Generating it uses 1 credit of your 6.');
  });

  it('a returning buyer whose document exists downloads it again without spending a credit', async () => {
    const fetchMock = mockApi({
      '/api/validate-document-code': validWith(null, 'job-5'),
      '/api/generation-status': () => ({
        body: generationStatus({ jobId: 'job-5', status: 'succeeded', stage: 'done', progress: 100 }),
      }),
      '/api/get-credit-info': () => ({
        body: { creditsTotal: 6, creditsUsed: 1, creditsRemaining: 5, expiresAt: '2026-12-22T10:00:00Z' },
      }),
      '/api/clear-document-data': () => ({ body: { success: true } }),
    });
    const { user, router } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByText('Previous Document Found')).toBeInTheDocument();
    expect(screen.getByText(/does not use a credit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/download'));
    expect(await screen.findByRole('heading', { name: 'Payment Verified - Document Ready' })).toBeInTheDocument();
    expect(await screen.findByText('5 credits remaining')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/generation-status')[0].body).toEqual({ jobId: 'job-5' });
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(0);
    expect(localStorage.getItem('documentCode')).toBe('ABCD2345');
  });

  it('offers Download Again beside Use Existing and Start New when both exist', async () => {
    mockApi({ '/api/validate-document-code': validWith(completeDocumentData, 'job-5') });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByRole('button', { name: 'Download Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Existing Document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start New Document' })).toBeInTheDocument();
  });

  it('with a document and no saved data, Create a New Document keeps the code and asks for the form', async () => {
    const fetchMock = mockApi({ '/api/validate-document-code': validWith(null, 'job-5') });
    const { user, router } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Create a New Document' }));
    expect(await screen.findByText('Document Information Needed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('documentCode')).toBe('ABCD2345');
    expect(callsTo(fetchMock, '/api/clear-document-data')).toHaveLength(0);
  });
});
