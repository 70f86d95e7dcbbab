import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/navigation';
import { getCheckoutSecret } from '@/lib/storage';
import { completeDocumentData, mockApi, renderApp } from '@/testing/test-utils';

/** Home's checkout notices: the 'Payment Error' banner of a failed checkout, and the word after a cancelled one. */
describe('home checkout notices', () => {
  it("shows the 'Payment Error' banner beside the toast when checkout fails, and clears it on the next try", async () => {
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    let fail = true;
    mockApi({
      '/api/create-checkout': () =>
        fail
          ? { status: 502, body: { error: 'The payment provider is unavailable.', code: 'payment_provider_error' } }
          : { body: { url: '/test-checkout?session_id=cs_test_1', code: 'ABCD2345' } },
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Generate Document - $19' }));

    // The toasts' view loads with the first toast, here beside the NDA's details section: give it time.
    expect(await screen.findByText('Checkout Error', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Unable to create checkout session. Please try again.')).toBeInTheDocument();
    const banner = await screen.findByTestId('checkout-error');
    expect(banner).toHaveTextContent('Payment Error');
    expect(banner).toHaveTextContent('The payment provider is unavailable.');

    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Generate Document - $19' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout?session_id=cs_test_1'));
    expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();
  });

  it("a limit's refusal toasts the server's sentence, which says when to try again (issue 24)", async () => {
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    const sentence = 'Too many attempts. Please wait before trying again. You can try again in 38 minutes.';
    mockApi({
      '/api/create-checkout': () => ({
        status: 429,
        headers: { 'Retry-After': '2280' },
        body: { error: sentence, code: 'rate_limited', retryAfterSeconds: 2280 },
      }),
    });
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Generate Document - $19' }));
    expect(await screen.findByText('Checkout Error', {}, { timeout: 5000 })).toBeInTheDocument();
    // In the toast, and in the banner: the when, not just 'Please try again.'
    await waitFor(() =>
      expect(screen.getAllByText(sentence).some((shown) => shown.closest('[data-scope="toast"]'))).toBe(true),
    );
    expect(screen.getByTestId('checkout-error')).toHaveTextContent(sentence);
    expect(screen.queryByText('Unable to create checkout session. Please try again.')).not.toBeInTheDocument();
  });

  it("keeps the checkout's secret under its session id before the browser leaves for the payment page", async () => {
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    const secret = 'Zt3kQ9vX1bN7mW2cR8pL4sY6dH0fJ5gA_-eUoIiTrKq';
    mockApi({
      '/api/create-checkout': () => ({
        body: { url: '/test-checkout?session_id=cs_test_7', code: 'ABCD2345', sessionId: 'cs_test_7', checkoutSecret: secret },
      }),
    });
    let keptWhenLeaving: string | null = null;
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {
      keptWhenLeaving = getCheckoutSecret('cs_test_7');
    });
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Generate Document - $19' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout?session_id=cs_test_7'));
    expect(keptWhenLeaving).toBe(secret);
    expect(getCheckoutSecret('cs_test_other')).toBeNull();
  });

  it('the banner can be dismissed', async () => {
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    mockApi({ '/api/create-checkout': () => ({ status: 503, body: {} }) });
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Generate Document - $19' }));
    const banner = await screen.findByTestId('checkout-error');
    expect(banner).toHaveTextContent('Unable to create checkout session. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();
  });

  it('back from a cancelled checkout says nothing was charged, above the form that kept the details', async () => {
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    mockApi({});
    const { user, router } = renderApp('/?checkout=cancelled#documentForm');
    const notice = await screen.findByTestId('checkout-cancelled');
    expect(notice).toHaveTextContent('Checkout cancelled: you have not been charged');
    expect(screen.getByLabelText('Business Name')).toHaveValue('Acme Widgets');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('checkout-cancelled')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says nothing about a checkout on an ordinary visit', () => {
    mockApi({});
    renderApp('/');
    expect(screen.queryByTestId('checkout-cancelled')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();
  });
});
