import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { analytics } from '@/lib/analytics/analytics';
import { conversionParameters, purchaseCompletedProperties, type Purchase } from '@/lib/analytics/events';
import { rememberCheckoutSecret } from '@/lib/storage';
import { callsTo, codeRecord, mockApi, renderApp, type Handler } from '@/testing/test-utils';

const CODE_PATTERN = /\b[A-Z2-9]{8}\b/;
/** The proof create-checkout gave the browser that started the checkout (43 characters, base64url). */
const SECRET = 'Zt3kQ9vX1bN7mW2cR8pL4sY6dH0fJ5gA_-eUoIiTrKq';
const PURCHASE_ID = '3f2a9c1e-7b4d-4e8a-9c6f-1d2e3f4a5b6c';

/** Matches the element whose whole text is `text`, though a link splits it ('contact support'). */
const fullText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);

/**
 * verify-stripe-session as the server answers it: the session's payment status to anyone, and the code WXYZ6789 (with
 * the purchase id) only to a caller that sends the checkout's secret.
 */
function verifyAnswer({
  status = 'paid',
  isNewPurchase = false,
  codeEmailed = true,
}: { status?: 'unpaid' | 'paid' | 'refunded'; isNewPurchase?: boolean; codeEmailed?: boolean } = {}): Handler {
  return (body) => {
    const shown = status === 'paid' && body.checkout_secret === SECRET;
    return {
      body: {
        is_payment_completed: status === 'paid',
        paymentStatus: status,
        documentCode: shown ? 'WXYZ6789' : null,
        isNewPurchase: shown && isNewPurchase,
        purchaseId: shown ? PURCHASE_ID : null,
        codeEmailed: status !== 'unpaid' && codeEmailed,
      },
    };
  };
}
/** A paid session, verified by the browser that started its checkout (see `startedHere`). */
const paidSession = verifyAnswer();
/** The server says WXYZ6789 is a valid code. */
const validCode: Handler = () => ({
  body: { isValid: true, documentCode: codeRecord({ code: 'WXYZ6789' }), error: null },
});
/** This browser started the checkout `sessionId`: it keeps the checkout's secret (create-checkout). */
const startedHere = (sessionId: string) => rememberCheckoutSecret(sessionId, SECRET);

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
      '/api/verify-stripe-session': verifyAnswer({ status: 'unpaid' }),
    });
    renderApp('/payment-success?session_id=cs_test_unpaid');
    expect(
      await screen.findByText(
        fullText('Could not find a valid document code. Please contact support with this session ID: cs_test_unpaid'),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('LEAKED99')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/LEAKED99/);
    // No secret is kept for this session here: none is sent.
    expect(callsTo(fetchMock, '/api/verify-stripe-session')[0].body).toEqual({ session_id: 'cs_test_unpaid' });
    expect(localStorage.getItem('documentCode')).toBeNull();
  });

  it('shows the verified code, stores it and continues to /generate', async () => {
    sessionStorage.setItem('pendingDocumentCode', 'ABCD2345');
    startedHere('cs_test_paid');
    const fetchMock = mockApi({
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
    // The verification carried the secret this browser kept for the session.
    expect(callsTo(fetchMock, '/api/verify-stripe-session').map((call) => call.body)).toEqual([
      { session_id: 'cs_test_paid', checkout_secret: SECRET },
    ]);

    await user.click(screen.getByRole('button', { name: 'Generate Document Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
  });

  it('reports an invalid code for a paid session whose code does not validate', async () => {
    startedHere('cs_test_bad');
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
    startedHere('cs_test_paid');
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
    startedHere('cs_test_paid');
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
    startedHere('cs_test_inactive');
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
    startedHere('cs_test_paid');
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

  it('reports the sale by its purchase id once the code is shown, and nothing on a failure', async () => {
    const purchase = vi.spyOn(analytics, 'purchase');
    localStorage.setItem('gclid', 'Cj0KCQ-click');
    localStorage.setItem('gclidExpiry', String(Date.now() + 60_000));
    startedHere('cs_test_new');
    mockApi({
      '/api/verify-stripe-session': verifyAnswer({ isNewPurchase: true }),
      '/api/validate-document-code': validCode,
    });
    const { unmount } = renderApp('/payment-success?session_id=cs_test_new');
    expect(await screen.findByText('WXYZ6789')).toBeInTheDocument();
    expect(purchase).toHaveBeenCalledTimes(1);
    expect(purchase).toHaveBeenCalledWith({ purchaseId: PURCHASE_ID, gclid: 'Cj0KCQ-click' }, true);
    // What the ad conversion and purchase_completed carry: the purchase id as transaction id, no session id, no code.
    const reported = purchase.mock.calls[0][0] as Purchase;
    const ads = { conversionId: 'AW-1', conversionLabel: 'label' };
    expect(conversionParameters(ads, reported).transaction_id).toBe(PURCHASE_ID);
    expect(purchaseCompletedProperties(reported).transaction_id).toBe(PURCHASE_ID);
    const sent = JSON.stringify([conversionParameters(ads, reported), purchaseCompletedProperties(reported)]);
    expect(sent).not.toContain('cs_test_new');
    expect(sent).not.toContain('WXYZ6789');
    unmount();

    purchase.mockClear();
    startedHere('cs_test_invalid');
    mockApi({
      '/api/verify-stripe-session': verifyAnswer({ isNewPurchase: true }),
      '/api/validate-document-code': () => ({ body: { isValid: false, documentCode: null, error: 'Invalid document code.' } }),
    });
    renderApp('/payment-success?session_id=cs_test_invalid');
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(purchase).not.toHaveBeenCalled();
    purchase.mockRestore();
  });
});

/** Issue 24: a dropped connection after paying must not read like a lockout, nor leave the page without the code. */
describe('a dropped connection after paying', { timeout: 30_000 }, () => {
  const networkFailure: Handler = () => {
    throw new TypeError('Failed to fetch');
  };

  it('offline: waits, says the code comes by email, and shows the code once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startedHere('cs_test_offline');
    let online = false;
    const fetchMock = mockApi({
      '/api/verify-stripe-session': (body, init) => (online ? paidSession(body, init) : networkFailure(body, init)),
      '/api/validate-document-code': validCode,
    });
    const { router } = renderApp('/payment-success?session_id=cs_test_offline');

    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getByText(/your document code also comes by email, to the address you gave at checkout/)).toBeInTheDocument();
    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
    expect(screen.queryByText('Payment Error')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(callsTo(fetchMock, '/api/verify-stripe-session')).toHaveLength(1);

    online = true;
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByTestId('document-code')).toHaveTextContent('WXYZ6789');
    expect(localStorage.getItem('documentCode')).toBe('WXYZ6789');
    expect(callsTo(fetchMock, '/api/verify-stripe-session')).toHaveLength(2);
  });

  it('a server failure (5xx) is tried again, never shown as a payment error; Try now asks at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startedHere('cs_test_5xx');
    let failures = 2;
    const fetchMock = mockApi({
      '/api/verify-stripe-session': (body, init) =>
        failures-- > 0 ? { status: 503, body: { error: 'Try again later.', code: 'unavailable' } } : paidSession(body, init),
      '/api/validate-document-code': validCode,
    });
    const { user } = renderApp('/payment-success?session_id=cs_test_5xx');

    expect(await screen.findByText("We can't reach our server right now")).toBeInTheDocument();
    expect(screen.queryByText('Payment Error')).not.toBeInTheDocument();
    expect(screen.queryByText(/An unexpected error occurred/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/verify-stripe-session')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/verify-stripe-session')).toHaveLength(3);
  });

  it('once the code is known, a failing check keeps it on screen and in this browser while it waits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startedHere('cs_test_check');
    let reachable = false;
    mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': (body, init) => (reachable ? validCode(body, init) : networkFailure(body, init)),
    });
    const { user } = renderApp('/payment-success?session_id=cs_test_check');

    const waiting = await screen.findByTestId('payment-waiting');
    expect(waiting).toHaveTextContent('WXYZ6789');
    expect(waiting).toHaveTextContent('it is kept in this browser and also comes by email');
    expect(localStorage.getItem('documentCode')).toBe('WXYZ6789');
    // No guess was counted against the code.
    expect(localStorage.getItem('documentCodeRateLimit')).toBeNull();

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Document Now' })).toBeEnabled();
  });
});

describe('a paid session opened where the checkout was not started', () => {
  it('confirms the payment without the code, says it was emailed, and leads to the code entry', async () => {
    const purchase = vi.spyOn(analytics, 'purchase');
    sessionStorage.setItem('pendingDocumentCode', 'LEAKED99');
    const fetchMock = mockApi({ '/api/verify-stripe-session': verifyAnswer({ isNewPurchase: true }) });
    const { user, router } = renderApp('/payment-success?session_id=cs_test_elsewhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your code is not shown here')).toBeInTheDocument();
    expect(
      screen.getByText(
        'For your security, your document code is shown only in the browser where you started the checkout.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('We emailed your code to the address you gave at checkout.')).toBeInTheDocument();
    expect(screen.getByText(/We can email it again to the address you paid with\./)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/verify-stripe-session').map((call) => call.body)).toEqual([
      { session_id: 'cs_test_elsewhere' },
    ]);
    // No code, nothing stored, no code check, no sale reported, and no way to generate from here.
    expect(screen.queryByTestId('document-code')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/WXYZ6789|LEAKED99/);
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(0);
    expect(localStorage.getItem('documentCode')).toBeNull();
    expect(purchase).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Generate Document Now' })).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your code' })).toHaveAttribute('href', '/document-code');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    // 'Lost your code?' opens the code entry with its 'Lost your code?' form ready for the email address.
    await user.click(screen.getByRole('link', { name: 'Lost your code?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/document-code'));
    expect(await screen.findByRole('form', { name: 'Email me my document codes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
  });

  it('without an emailed code, asks the buyer to contact support with the session ID', async () => {
    mockApi({ '/api/verify-stripe-session': verifyAnswer({ codeEmailed: false }) });
    renderApp('/payment-success?session_id=cs_test_no_email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        fullText('We could not email your code. Please contact support with this session ID: cs_test_no_email'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' }).getAttribute('href')).toContain(
      encodeURIComponent('Session ID: cs_test_no_email'),
    );
    expect(screen.queryByText('We emailed your code to the address you gave at checkout.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('document-code')).not.toBeInTheDocument();
  });
});

describe('a refunded purchase', () => {
  it('says it was refunded and shows no code, even in the browser that started the checkout', async () => {
    const purchase = vi.spyOn(analytics, 'purchase');
    startedHere('cs_test_refunded');
    const fetchMock = mockApi({ '/api/verify-stripe-session': verifyAnswer({ status: 'refunded' }) });
    renderApp('/payment-success?session_id=cs_test_refunded');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Refunded' })).toBeInTheDocument();
    expect(
      screen.getByText(
        fullText(
          'This purchase was refunded under our money-back guarantee, so its document code can no longer be used. If you think this is a mistake, please contact support.',
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('document-code')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Confirmed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Document Now' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(0);
    expect(localStorage.getItem('documentCode')).toBeNull();
    expect(purchase).not.toHaveBeenCalled();
  });
});

/** The app as the browser runs it: BrowserRouter over the real address bar (jsdom's), under StrictMode. */
function renderInBrowser(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <StrictMode>
      <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
}

describe('the session id in the address bar', () => {
  const startAddress = window.location.href;
  afterEach(() => window.history.replaceState(null, '', startAddress));

  it('leaves the address bar before any page view is reported, and a reload still verifies', async () => {
    const pageViews: { reported: string; addressBar: string }[] = [];
    vi.spyOn(analytics, 'pageView').mockImplementation((url) => {
      pageViews.push({ reported: url, addressBar: window.location.href });
    });
    startedHere('cs_test_private');
    const fetchMock = mockApi({
      '/api/verify-stripe-session': paidSession,
      '/api/validate-document-code': validCode,
    });
    const { unmount } = renderInBrowser('/payment-success?session_id=cs_test_private');

    expect(await screen.findByTestId('document-code')).toHaveTextContent('WXYZ6789');
    expect(window.location.pathname).toBe('/payment-success');
    expect(window.location.search).toBe('');
    expect(pageViews).toEqual([
      { reported: `${window.location.origin}/payment-success`, addressBar: `${window.location.origin}/payment-success` },
    ]);
    expect(callsTo(fetchMock, '/api/verify-stripe-session').map((call) => call.body)).toEqual([
      { session_id: 'cs_test_private', checkout_secret: SECRET },
    ]);
    unmount();

    // A reload: the address has no session id any more, the tab still knows which checkout to verify.
    renderInBrowser('/payment-success');
    expect(await screen.findByTestId('document-code')).toHaveTextContent('WXYZ6789');
    expect(callsTo(fetchMock, '/api/verify-stripe-session').map((call) => call.body)).toEqual([
      { session_id: 'cs_test_private', checkout_secret: SECRET },
      { session_id: 'cs_test_private', checkout_secret: SECRET },
    ]);
    expect(window.location.href).not.toContain('cs_test_private');
    expect(pageViews.every((view) => !view.reported.includes('?') && !view.addressBar.includes('cs_test'))).toBe(true);
  });

  it('shows the no-session error on a fresh tab that never had one', async () => {
    const fetchMock = mockApi({});
    renderInBrowser('/payment-success');
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText(fullText('No session ID found. Please try again or contact support.'))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
