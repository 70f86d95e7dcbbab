import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, codeRecord, mockApi, renderApp } from '@/testing/test-utils';

const codeInput = () => screen.getByLabelText('Enter Document Code');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('Have a Document Code?', () => {
  it('uppercases input, caps it at 8 characters and enables Continue only at 8', async () => {
    const { user } = renderApp('/');
    expect(screen.getByRole('heading', { name: 'Have a Document Code?' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await user.type(codeInput(), 'abcd234');
    expect(codeInput()).toHaveValue('ABCD234');
    expect(continueButton()).toBeDisabled();

    await user.type(codeInput(), '5xyz');
    expect(codeInput()).toHaveValue('ABCD2345');
    expect(continueButton()).toBeEnabled();

    await user.type(codeInput(), '{Backspace}');
    expect(continueButton()).toBeDisabled();
  });

  it('submits with Enter and shows the attempts-remaining message for an invalid code', async () => {
    const fetchMock = mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: false, documentCode: null, error: 'Invalid document code.', attemptsRemaining: 3 },
      }),
    });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'wrong123{Enter}');

    expect(await screen.findByText('Invalid document code. (3 attempts remaining)')).toBeInTheDocument();
    expect(await screen.findByText('Invalid Code')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/validate-document-code')[0].body).toEqual({ code: 'WRONG123' });
    expect(localStorage.getItem('documentCode')).toBeNull();
    const record = JSON.parse(localStorage.getItem('documentCodeRateLimit')!);
    expect(record.WRONG123.attempts).toBe(1);
  });

  it("closes the 'Invalid Code' toast once the code is edited, as its message under the field goes (issue 24)", async () => {
    mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: false, documentCode: null, error: 'Invalid document code.', attemptsRemaining: 3 },
      }),
    });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'wrong123{Enter}');
    const toastState = () =>
      screen.queryByText('Invalid Code')?.closest('[data-part="root"]')?.getAttribute('data-state') ?? 'gone';
    await waitFor(() => expect(toastState()).toBe('open'));
    await user.type(codeInput(), '{Backspace}');
    expect(screen.queryByText('Invalid document code. (3 attempts remaining)')).not.toBeInTheDocument();
    await waitFor(() => expect(toastState()).not.toBe('open'));
  });

  it('uses the default texts and shows no attempt count when the server counted none', async () => {
    mockApi({
      '/api/validate-document-code': () => ({ body: { isValid: false, documentCode: null, error: null } }),
    });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'WRONG123');
    await user.click(continueButton());
    expect(await screen.findByText('Invalid document code.')).toBeInTheDocument();
    expect(await screen.findByText('Please check your document code and try again')).toBeInTheDocument();
    expect(screen.queryByText(/attempts? remaining/)).not.toBeInTheDocument();
  });

  it('never shows attempts remaining for an expired code, and does not count it', async () => {
    const expired = 'This document code has expired. Credits are valid for 30 days after payment.';
    mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: false, documentCode: null, error: expired, attemptsRemaining: null },
      }),
    });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'OLDC0DE1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByText(/attempts? remaining/)).not.toBeInTheDocument();
    expect(localStorage.getItem('documentCodeRateLimit')).toBeNull();
  });

  it('cleans a pasted code with spaces or hyphens instead of cutting it at 8 characters', async () => {
    const fetchMock = mockApi({
      '/api/validate-document-code': () => ({ body: { isValid: true, documentCode: codeRecord(), error: null } }),
    });
    const { user } = renderApp('/');
    await user.click(codeInput());
    await user.paste('abcd-2345');
    expect(codeInput()).toHaveValue('ABCD2345');
    await user.clear(codeInput());
    await user.paste(' AB CD 23 45 ');
    expect(codeInput()).toHaveValue('ABCD2345');
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/validate-document-code')[0].body).toEqual({ code: 'ABCD2345' }),
    );
  });

  it("shows the server's message when rate limited (429)", async () => {
    mockApi({
      '/api/validate-document-code': () => ({
        status: 429,
        headers: { 'Retry-After': '900' },
        body: {
          error: 'Too many failed attempts. Please wait 15 minutes before trying again.',
          code: 'rate_limited',
        },
      }),
    });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    const messages = await screen.findAllByText(
      'Too many failed attempts. Please wait 15 minutes before trying again.',
    );
    expect(messages.length).toBeGreaterThan(0);
    const record = JSON.parse(localStorage.getItem('documentCodeRateLimit')!);
    expect(record.ABCD2345.blockedUntil).toBeGreaterThan(Date.now());
  });

  it('shows Validating... while the server answers', async () => {
    let release: (value: unknown) => void = () => {};
    mockApi({
      '/api/validate-document-code': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ body: { isValid: false, documentCode: null, error: 'Invalid document code.', attemptsRemaining: 2 } });
        }),
    });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByRole('button', { name: 'Validating...' })).toBeDisabled();
    release(null);
    expect(await screen.findByText('Invalid document code. (2 attempts remaining)')).toBeInTheDocument();
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it('asks for the form when the code is valid but nothing is filled in', async () => {
    mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: true, documentCode: codeRecord({ creditsRemaining: 5 }), error: null },
      }),
    });
    const { user, router } = renderApp('/');
    await user.type(codeInput(), 'abcd2345{Enter}');
    expect(await screen.findByText('Document Information Needed')).toBeInTheDocument();
    expect(screen.getByText('Please fill out the form to create your document')).toBeInTheDocument();
    expect(screen.getByText(/5 credits remaining/)).toBeInTheDocument();
    expect(localStorage.getItem('documentCode')).toBe('ABCD2345');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Previous Document Found')).not.toBeInTheDocument();
  });

  it('says the validation service failed (5xx), with the Error toast', async () => {
    mockApi({ '/api/validate-document-code': () => ({ status: 503, body: { error: 'Down', code: 'service_unavailable' } }) });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while validating the code. Validation service error: Please try again.',
    );
    expect(await screen.findByText('Could not validate your document code')).toBeInTheDocument();
  });

  it('says an unexpected error occurred for an answer it cannot read', async () => {
    mockApi({ '/api/validate-document-code': () => ({ raw: 'not json' }) });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'ABCD2345{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred during validation.');
  });

  it('while the cooldown runs, says the attempts are used up without asking the server', async () => {
    localStorage.setItem(
      'documentCodeRateLimit',
      JSON.stringify({ WRONG123: { code: 'WRONG123', attempts: 4, lastAttempt: Date.now(), blockedUntil: Date.now() + 60_000 } }),
    );
    const fetchMock = mockApi({});
    const { user } = renderApp('/');
    await user.type(codeInput(), 'WRONG123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maximum attempts reached. Please wait for the cooldown period.',
    );
    expect(await screen.findByText('Validation Failed')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts only real wrong codes: a dropped connection or a 5xx never takes an attempt (issue 24)', async () => {
    const answers: (() => { status?: number; body: unknown })[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => ({ status: 502, body: { error: 'Bad gateway', code: 'bad_gateway' } }),
      () => ({ body: { isValid: false, documentCode: null, error: 'Invalid document code.', attemptsRemaining: 3 } }),
    ];
    mockApi({ '/api/validate-document-code': () => answers.shift()!() });
    const { user } = renderApp('/');
    await user.type(codeInput(), 'WRONG123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation service error: Please try again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('attempts remaining');
    await user.click(continueButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Validation service error'));
    expect(localStorage.getItem('documentCodeRateLimit')).toBeNull();

    await user.click(continueButton());
    expect(await screen.findByText('Invalid document code. (3 attempts remaining)')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('documentCodeRateLimit')!).WRONG123.attempts).toBe(1);
  });
});
