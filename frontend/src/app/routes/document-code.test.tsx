import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, codeRecord, completeDocumentData, mockApi, renderApp } from '@/testing/test-utils';

const codeInput = () => screen.getByLabelText('Enter Document Code');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('/document-code', () => {
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

  it('a code without saved data asks for the form, which the page links to', async () => {
    mockApi({
      '/api/validate-document-code': () => ({ body: { isValid: true, documentCode: codeRecord(), error: null } }),
    });
    const { user, router } = renderApp('/document-code');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByText('Document Information Needed')).toBeInTheDocument();
    expect(screen.getByText('Please fill out the form to create your document')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create your document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
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
