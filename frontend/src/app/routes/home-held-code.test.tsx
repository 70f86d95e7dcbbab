import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/navigation';
import { callsTo, mockApi, renderApp } from '@/testing/test-utils';

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A buyer back on the home page with a code that still has credits does not pay $19 again (issue 8, point 9). */
describe('home: a returning buyer holding a code with credits', () => {
  it("drafts with the code: the button says so and the form goes to /generate without checkout", async () => {
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
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({
      '/api/get-credit-info': () => ({
        body: { creditsTotal: 6, creditsUsed: 2, creditsRemaining: 4, expiresAt: IN_A_WEEK },
      }),
      '/api/save-document-data': () => ({ body: { saved: true } }),
      '/api/validate-document-code': () => ({ body: { isValid: false, documentCode: null, error: 'stop here' } }),
    });
    const { user, router } = renderApp('/');

    const action = await screen.findByRole('button', { name: 'Generate with your code — 4 credits left' });
    await user.click(action);

    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    const [save] = callsTo(fetchMock, '/api/save-document-data');
    expect(save.headers['x-document-code']).toBe('ABCD2345');
    expect(save.body.documentData).toMatchObject({ documentType: 'Privacy Policy', businessName: 'Acme Widgets' });
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a spent code leaves the $19 checkout', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    const fetchMock = mockApi({
      '/api/get-credit-info': () => ({
        body: { creditsTotal: 6, creditsUsed: 6, creditsRemaining: 0, expiresAt: IN_A_WEEK },
      }),
    });
    renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, '/api/get-credit-info')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Generate Document - $19' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate with your code/ })).not.toBeInTheDocument();
  });
});
