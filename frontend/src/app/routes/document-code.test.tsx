import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  codeRecord,
  completeDocumentData,
  mockApi,
  mockPhone,
  renderApp,
  type Handler,
} from '@/testing/test-utils';

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();
const creditInfo =
  (creditsRemaining: number): Handler =>
  () => ({ body: { creditsTotal: 6, creditsUsed: 6 - creditsRemaining, creditsRemaining, expiresAt: IN_A_WEEK } });

const codeInput = () => screen.getByLabelText('Enter Document Code');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('/document-code', { timeout: 60_000 }, () => {
  it('is the code-entry screen with its own heading, and Continue waits for 8 characters', async () => {
    mockApi({});
    const { user } = renderApp('/document-code');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Document Code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Have a Document Code?' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.type(codeInput(), 'abcd234');
    expect(codeInput()).toHaveValue('ABCD234');
    expect(continueButton()).toBeDisabled();
    await user.type(codeInput(), '5');
    expect(continueButton()).toBeEnabled();
  });

  it("opens its 'Lost your code?' form at once when a 'Lost your code?' link led here, and only then", async () => {
    mockApi({});
    const { unmount } = renderApp({ pathname: '/document-code', state: { lostCode: true } });
    expect(await screen.findByRole('form', { name: 'Email me my document codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lost your code?' })).toHaveAttribute('aria-expanded', 'true');
    unmount();

    renderApp('/document-code');
    expect(screen.getByRole('button', { name: 'Lost your code?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Email me my document codes' })).not.toBeInTheDocument();
  });

  it('a code with a saved document offers it, and Use Existing Document continues to /generate', async () => {
    mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: true, documentCode: codeRecord({ documentData: completeDocumentData }), error: null },
      }),
      '/api/start-generation': () => ({ status: 202, body: { jobId: 'job-1', status: 'queued' } }),
      '/api/generation-status': () => ({ body: { jobId: 'job-1', status: 'running', progress: 40, message: 'Drafting' } }),
    });
    const { user, router } = renderApp('/document-code');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByText('Document Code Accepted')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Use Existing Document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    expect(localStorage.getItem('documentCode')).toBe('ABCD2345');
  });

  it('a code without saved data goes on to the home form by itself, asking for it: no dead end', async () => {
    mockApi({
      '/api/validate-document-code': () => ({ body: { isValid: true, documentCode: codeRecord(), error: null } }),
      '/api/get-credit-info': creditInfo(6),
    });
    const { user, router } = renderApp('/document-code');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByText('Document Information Needed')).toBeInTheDocument();
    expect(screen.getByText('Please fill out the form to create your document')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ scrollToForm: true });
    // The form, with the code held: it drafts for a credit, not $19.
    expect(await screen.findByRole('button', { name: 'Generate with your code — 1 credit of your 6' })).toBeInTheDocument();
  });

  it('on a phone, Create a New Document opens the wizard with the code held', async () => {
    mockPhone();
    const fetchMock = mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: true, documentCode: codeRecord({ latestJobId: 'job-5' }), error: null },
      }),
      '/api/get-credit-info': creditInfo(5),
    });
    const { user, router } = renderApp('/document-code');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Create a New Document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('document-wizard', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('documentCode')).toBe('ABCD2345');
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(0);
  });

  it('on a laptop with the form filled in, Create a New Document spends no credit: the review comes first', async () => {
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    const fetchMock = mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: true, documentCode: codeRecord({ latestJobId: 'job-5' }), error: null },
      }),
      '/api/get-credit-info': creditInfo(5),
      '/api/save-document-data': () => ({ body: { saved: true } }),
    });
    const { user, router } = renderApp('/document-code');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Create a New Document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const action = await screen.findByRole('button', { name: 'Generate with your code — 1 credit of your 5' });
    expect(callsTo(fetchMock, '/api/save-document-data')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(0);
    await user.click(action);
    expect(await screen.findByRole('alertdialog', { name: 'Use 1 credit for this document?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('with a code held, names it with the ways on from it and out of it', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({ '/api/get-credit-info': creditInfo(4) });
    const { user, router } = renderApp('/document-code');
    const banner = await screen.findByTestId('held-code-banner');
    expect(banner).toHaveTextContent("You're using document code ABCD2345");
    expect(banner).toHaveTextContent('4 credits left');
    expect(within(banner).getByRole('link', { name: 'Create a new document with it' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Your documents' })).toHaveAttribute('href', '/download');
    expect(screen.queryByText('No code yet?', { exact: false })).not.toBeVisible();
    await user.click(within(banner).getByRole('button', { name: 'Sign out of this code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('documentCode')).toBeNull();
  });

  it('a wrong code is refused with the spec messages and the attempts left', async () => {
    const fetchMock = mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: false, documentCode: null, error: 'Invalid document code.', attemptsRemaining: 3 },
      }),
    });
    const { user, router } = renderApp('/document-code');
    await user.type(codeInput(), 'WRNG2345{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid document code. (3 attempts remaining)');
    expect(screen.getByText('Invalid Code')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/validate-document-code')[0].body).toEqual({ code: 'WRNG2345' });
    expect(router.state.location.pathname).toBe('/document-code');
    expect(localStorage.getItem('documentCode')).toBeNull();
  });
});
