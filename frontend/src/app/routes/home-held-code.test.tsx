import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/navigation';
import { stubVisibleIntersectionObserver } from '@/testing/render-ui';
import { callsTo, mockApi, mockMatchMedia, mockPhone, renderApp, type Handler } from '@/testing/test-utils';

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

const creditInfo =
  (creditsRemaining: number): Handler =>
  () => ({ body: { creditsTotal: 6, creditsUsed: 6 - creditsRemaining, creditsRemaining, expiresAt: IN_A_WEEK } });

/** A buyer back on the home page with a code, and the order kept from before: the form is filled in. */
function holdCodeWithOrder() {
  localStorage.setItem('documentCode', 'ABCD2345');
  sessionStorage.setItem(
    'pendingDocumentData',
    JSON.stringify({
      documentType: 'Privacy Policy',
      businessName: 'Acme Widgets',
      businessType: 'Corporation',
      stateJurisdiction: 'Ohio',
      industry: 'Retail',
    }),
  );
}

/** A buyer back on the home page with a code that still has credits does not pay $19 again (issues 8 and 24). */
describe('home: a returning buyer holding a code with credits', { timeout: 60_000 }, () => {
  it('says what the document uses, and spends the credit only from a review that says so', async () => {
    holdCodeWithOrder();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({
      '/api/get-credit-info': creditInfo(4),
      '/api/save-document-data': () => ({ body: { saved: true } }),
      '/api/validate-document-code': () => ({ body: { isValid: false, documentCode: null, error: 'stop here' } }),
    });
    const { user, router } = renderApp('/');

    const action = await screen.findByRole('button', { name: 'Generate with your code — 1 credit of your 4' }, { timeout: 5000 });
    await user.click(action);

    // The review: what is drafted, and what it uses. Nothing is spent or saved yet.
    const review = await screen.findByRole('alertdialog', { name: 'Use 1 credit for this document?' });
    expect(review).toHaveTextContent('Acme Widgets');
    expect(review).toHaveTextContent(
      'Drafting it uses 1 credit of your 4 on your document code ABCD2345. There is no new payment.',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, '/api/save-document-data')).toHaveLength(0);

    // Going back spends nothing.
    await user.click(within(review).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, '/api/save-document-data')).toHaveLength(0);

    await user.click(action);
    const again = await screen.findByRole('alertdialog', { name: 'Use 1 credit for this document?' });
    await user.click(within(again).getByRole('button', { name: 'Use 1 credit and generate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    const [save] = callsTo(fetchMock, '/api/save-document-data');
    expect(save.headers['x-document-code']).toBe('ABCD2345');
    expect(save.body.documentData).toMatchObject({ documentType: 'Privacy Policy', businessName: 'Acme Widgets' });
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('every price label on the wide page reads in credits, never $19 one-time', async () => {
    stubVisibleIntersectionObserver();
    mockMatchMedia((query) => query === '(min-width: 640px)');
    holdCodeWithOrder();
    mockApi({ '/api/get-credit-info': creditInfo(5) });
    renderApp('/');

    await screen.findByRole('button', { name: 'Generate with your code — 1 credit of your 5' }, { timeout: 5000 });
    for (const line of screen.getAllByTestId('price-line')) {
      expect(line).toHaveTextContent('Your next document: 1 credit of your 5, with your document code · no new payment');
    }
    // The selling sections load as they come near (in their own chunk): give them time on a busy machine.
    const heading = await screen.findByRole('heading', { name: 'Professional Documents' }, { timeout: 10_000 });
    const plan = heading.closest('section')!;
    await waitFor(() => expect(plan).toHaveTextContent('1 creditof your 5'), { timeout: 5000 });
    expect(plan).not.toHaveTextContent('$19');
    expect(screen.queryByText(/\$19 one-time/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Document - $19' })).not.toBeInTheDocument();
  });

  it('names the held code, and Sign out of this code forgets it: prices are in dollars again', async () => {
    holdCodeWithOrder();
    localStorage.setItem('generationJobId', 'job-1');
    mockApi({ '/api/get-credit-info': creditInfo(5) });
    const { user } = renderApp('/');

    const banner = await screen.findByTestId('held-code-banner');
    expect(banner).toHaveTextContent("You're using document code ABCD2345");
    expect(banner).toHaveTextContent('5 credits left, valid until');
    expect(screen.getByRole('link', { name: 'Your documents' })).toHaveAttribute('href', '/download');

    await user.click(within(banner).getByRole('button', { name: 'Sign out of this code' }));

    expect(await screen.findByText('Signed out of your document code')).toBeInTheDocument();
    expect(localStorage.getItem('documentCode')).toBeNull();
    expect(localStorage.getItem('generationJobId')).toBeNull();
    expect(sessionStorage.getItem('pendingDocumentData')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Generate Document - $19' })).toBeInTheDocument();
    expect(screen.queryByTestId('held-code-banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Have a code?' })).toHaveAttribute('href', '/document-code');
  });

  it('a spent code leaves the $19 checkout', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    const fetchMock = mockApi({ '/api/get-credit-info': creditInfo(0) });
    renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, '/api/get-credit-info')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Generate Document - $19' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate with your code/ })).not.toBeInTheDocument();
  });
});

describe('home on a phone: a returning buyer holding a code', { timeout: 60_000 }, () => {
  it('the landing view and the pricing card read in credits, and the wizard ends on a review that says so', async () => {
    mockPhone();
    holdCodeWithOrder();
    const fetchMock = mockApi({
      '/api/get-credit-info': creditInfo(3),
      '/api/save-document-data': () => ({ body: { saved: true } }),
      '/api/validate-document-code': () => ({ body: { isValid: false, documentCode: null, error: 'stop here' } }),
    });
    const { user, router } = renderApp('/');

    await waitFor(() =>
      expect(screen.getByTestId('price-line')).toHaveTextContent('Your next document: 1 credit of your 3'),
    );
    const plan = screen.getByRole('heading', { name: 'Professional Documents' }).closest('section')!;
    expect(plan).toHaveTextContent('1 creditof your 3');
    expect(plan).not.toHaveTextContent('$19');
    // The landing view names the code too, with the way out of it.
    const banner = await screen.findByTestId('held-code-banner');
    expect(banner).toHaveTextContent("You're using document code ABCD2345");
    expect(within(banner).getByRole('button', { name: 'Sign out of this code' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Document' }));
    const wizard = within(await screen.findByTestId('document-wizard', {}, { timeout: 5000 }));
    // The order kept from before fills the steps: on to the review.
    for (const step of ['Business', 'Options', 'Review']) {
      await user.click(wizard.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(wizard.getByRole('heading', { level: 2, name: new RegExp(`${step}$`) })).toBeInTheDocument());
    }
    expect(wizard.getByTestId('review-price')).toHaveTextContent('1 credit of your 3');
    expect(wizard.getByText('Drafted with your document code ABCD2345: no new payment.')).toBeInTheDocument();
    expect(wizard.queryByText('$19 one-time')).not.toBeInTheDocument();

    await user.click(wizard.getByRole('button', { name: 'Generate with your code — 1 credit of your 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    expect(callsTo(fetchMock, '/api/save-document-data')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);
  });
});
