import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { analytics } from '@/lib/analytics/analytics';
import { callsTo, codeRecord, mockApi, renderApp, type Handler } from '@/testing/test-utils';

const CODE_PATTERN = /\b[A-Z2-9]{8}\b/;

/** Matches the element whose whole text is `text`, though a link splits it ('contact support'). */
const fullText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);

/** The payment provider says the session is paid, and the server gives it the code WXYZ6789. */
const paidSession: Handler = () => ({ body: { is_payment_completed: true, documentCode: 'WXYZ6789' } });
/** The server says WXYZ6789 is a valid code. */
const validCode: Handler = () => ({
  body: { isValid: true, documentCode: codeRecord({ code: 'WXYZ6789' }), error: null },
});

describe('payment result screen', () => {
  it('shows the no-session error without calling the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/payment-success');
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(
      screen.getByText(fullText('No session ID found. Please try again or contact support.')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+\?subject=Payment%20support/),
    );
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the loading state first', async () => {
    mockApi({
      '/api/verify-stripe-session': () => ({ status: 404, body: { error: 'Not found', code: 'session_not_found' } }),
    });
    renderApp('/payment-success?session_id=cs_test_x');
    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
  });

  it('shows the spec error and no code for an unknown session (404), even with a pending code stored', async () => {
    sessionStorage.setItem('pendingDocumentCode', 'LEAKED99');
    mockApi({
      '/api/verify-stripe-session': () => ({
        status: 404,
        body: { error: 'Checkout session not found.', code: 'session_not_found' },
      }),
    });
    renderApp('/payment-success?session_id=cs_test_404');
    expect(
      await screen.findByText(
        fullText('Could not find a valid document code. Please contact support with this session ID: cs_test_404'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' }).getAttribute('href')).toContain(
      encodeURIComponent('Session ID: cs_test_404'),
    );
    expect(screen.queryByText('LEAKED99')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Document Now' })).not.toBeInTheDocument();
    expect(localStorage.getItem('documentCode')).toBeNull();
  });

  it('shows the spec error and no code when the session is not paid', async () => {
    sessionStorage.setItem('pendingDocumentCode', 'LEAKED99');
    const fetchMock = mockApi({
      '/api/verify-stripe-session': () => ({ body: { is_payment_completed: false } }),
    });
    renderApp('/payment-success?session_id=cs_test_unpaid');
    expect(
      await screen.findByText(
        fullText('Could not find a valid document code. Please contact support with this session ID: cs_test_unpaid'),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('LEAKED99')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/LEAKED99/);
    expect(callsTo(fetchMock, '/api/verify-stripe-session')[0].body).toEqual({ session_id: 'cs_test_unpaid' });
    expect(localStorage.getItem('documentCode')).toBeNull();
  });

  it('shows the verified code, stores it and continues to /generate', async () => {
    sessionStorage.setItem('pendingDocumentCode', 'ABCD2345');
    mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': validCode,
    });
    const { user, router } = renderApp('/payment-success?session_id=cs_test_paid');

    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    const code = screen.getByTestId('document-code');
    expect(code).toHaveTextContent('WXYZ6789');
    expect(code.textContent).toMatch(CODE_PATTERN);
    expect(screen.getByText('Save this code now!')).toBeInTheDocument();
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(screen.getByText('Your document code has been saved.')).toBeInTheDocument();
    expect(localStorage.getItem('documentCode')).toBe('WXYZ6789');
    expect(sessionStorage.getItem('pendingDocumentCode')).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Generate Document Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
  });

  it('reports an invalid code for a paid session whose code does not validate', async () => {
    mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': () => ({
        body: { isValid: false, documentCode: null, error: 'Invalid document code.', attemptsRemaining: 3 },
      }),
    });
    renderApp('/payment-success?session_id=cs_test_bad');
    expect(
      await screen.findByText(fullText('Invalid document code. Please contact support with this session ID: cs_test_bad')),
    ).toBeInTheDocument();
    expect(screen.queryByText('WXYZ6789')).not.toBeInTheDocument();
  });

  it('copies the code, and gives it as the order ID of a refund request', async () => {
    mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': validCode,
    });
    const { user } = renderApp('/payment-success?session_id=cs_test_paid');
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    // user-event installs its own clipboard stub on navigator; spy on it after setup.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy your document code' }));
    expect(writeText).toHaveBeenCalledWith('WXYZ6789');
    expect(await screen.findAllByText('Copied!')).not.toHaveLength(0);

    expect(screen.getByText(/Your order ID for a refund request is your document code, WXYZ6789\./)).toBeInTheDocument();
    const refund = screen.getByRole('link', { name: 'Request a refund' }).getAttribute('href') ?? '';
    expect(refund).toMatch(/^mailto:.+\?subject=Refund%20Request/);
    expect(decodeURIComponent(refund)).toContain('Order ID: WXYZ6789');
  });

  it('selects the code for copying by hand where the clipboard is refused', async () => {
    mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': validCode,
    });
    const { user } = renderApp('/payment-success?session_id=cs_test_paid');
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy your document code' }));
    expect(await screen.findByText(/copy it from there/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('WXYZ6789');
  });

  it('says the code could not be validated when the server refuses a known code', async () => {
    mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': () => ({
        body: { isValid: false, documentCode: null, error: 'This document code is not active yet.', attemptsRemaining: null },
      }),
    });
    renderApp('/payment-success?session_id=cs_test_inactive');
    expect(
      await screen.findByText(fullText('Error validating your document code. Please contact support.')),
    ).toBeInTheDocument();
  });

  it("says 'Missing Document Code' when the code cannot be kept in this browser", async () => {
    mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': validCode,
    });
    const { user, router } = renderApp('/payment-success?session_id=cs_test_paid');
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    vi.spyOn(Storage.prototype, 'getItem').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Generate Document Now' }));
    expect(await screen.findByText('Missing Document Code')).toBeInTheDocument();
    expect(screen.getByText('Unable to find your document code. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
  });

  it('reports the sale with the server’s new-purchase answer once the code is shown, and nothing on a failure', async () => {
    const purchase = vi.spyOn(analytics, 'purchase');
    localStorage.setItem('gclid', 'Cj0KCQ-click');
    localStorage.setItem('gclidExpiry', String(Date.now() + 60_000));
    mockApi({
      '/api/verify-stripe-session': () => ({
        body: { is_payment_completed: true, documentCode: 'WXYZ6789', isNewPurchase: true },
      }),
      '/api/validate-document-code': validCode,
    });
    const { unmount } = renderApp('/payment-success?session_id=cs_test_new');
    expect(await screen.findByText('WXYZ6789')).toBeInTheDocument();
    expect(purchase).toHaveBeenCalledTimes(1);
    expect(purchase).toHaveBeenCalledWith({ sessionId: 'cs_test_new', documentCode: 'WXYZ6789', gclid: 'Cj0KCQ-click' }, true);
    unmount();

    purchase.mockClear();
    mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': () => ({ body: { isValid: false, documentCode: null, error: 'Invalid document code.' } }),
    });
    renderApp('/payment-success?session_id=cs_test_invalid');
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(purchase).not.toHaveBeenCalled();
    purchase.mockRestore();
  });
});
