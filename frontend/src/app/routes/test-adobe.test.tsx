import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderApp } from '@/testing/test-utils';

const TOKEN = 'operator-test-token-0123456789';

const report = {
  error: true,
  message: '1 of 5 integrations failed: Payments.',
  checkedAt: '2026-11-23T10:00:00Z',
  checks: [
    { name: 'records', label: 'Records', adapter: 'SQLite', status: 'ok', latencyMs: 3, error: false, message: 'Records: SQLite answered.', details: 'SQLite (records.sqlite3): a query answered, 2 code records', networkDiagnostics: null, possibleSolutions: [] },
    { name: 'payments', label: 'Payments', adapter: 'Stripe', status: 'failed', latencyMs: 120, error: true, message: 'Payments: Stripe failed (unauthorized).', details: 'Stripe answered HTTP 401', networkDiagnostics: { endpoint: 'https://api.stripe.com', httpStatus: 401, failure: 'unauthorized' }, possibleSolutions: ['Check STRIPE_SECRET_KEY: the key was refused.'] },
    { name: 'ai-fallback', label: 'AI fallback', adapter: 'none', status: 'off', latencyMs: 0, error: false, message: 'AI fallback: none configured (AI_FALLBACK=none).', details: null, networkDiagnostics: null, possibleSolutions: [] },
  ],
};

function purchase(overrides: Record<string, unknown> = {}) {
  return {
    code: 'ABCD2345',
    status: 'active',
    creditsTotal: 6,
    creditsUsed: 1,
    creditsRemaining: 5,
    expiresAt: '2026-12-22T10:00:00Z',
    purchasedAt: '2026-11-22T10:00:00Z',
    buyerEmail: 'buyer@example.com',
    extraCreditsAddedAt: null,
    refundedAt: null,
    canAddCredits: true,
    canRefund: true,
    history: [],
    ...overrides,
  };
}

async function unlock(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Admin token'), TOKEN);
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

afterEach(() => window.sessionStorage.clear());

describe('/test-adobe', () => {
  it('asks for the token in a password field and keeps it for this tab only', async () => {
    const api = mockApi({ '/api/check-integrations': () => ({ body: report }) });
    const { user } = renderApp('/test-adobe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations Check' })).toBeInTheDocument();
    const input = screen.getByLabelText('Admin token');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByText('Enter the admin token.')).toBeInTheDocument();
    await unlock(user);
    expect(window.sessionStorage.getItem('operatorAdminToken')).toBe(TOKEN);
    expect(window.localStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Check integrations' }));
    await screen.findByText('Test Failed');
    const [call] = callsTo(api, '/api/check-integrations');
    expect(call.headers['x-admin-token']).toBe(TOKEN);
    expect(JSON.stringify(call.body ?? {})).not.toContain(TOKEN);
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('shows each check with its status, latency, message, diagnostics and possible solutions', async () => {
    mockApi({ '/api/check-integrations': () => ({ body: report }) });
    const { user } = renderApp('/test-adobe');
    await unlock(user);
    await user.click(screen.getByRole('button', { name: 'Check integrations' }));
    const payments = await screen.findByTestId('check-payments');
    expect(within(payments).getByTestId('check-status')).toHaveTextContent('Failed · 120 ms');
    expect(within(payments).getByText('Connection Failed')).toBeInTheDocument();
    expect(within(payments).getByText('Check STRIPE_SECRET_KEY: the key was refused.')).toBeInTheDocument();
    expect(within(payments).getByText('401')).toBeInTheDocument();
    expect(within(screen.getByTestId('check-records')).getByTestId('check-status')).toHaveTextContent('OK · 3 ms');
    expect(within(screen.getByTestId('check-ai-fallback')).getByTestId('check-status')).toHaveTextContent('Not configured');
    expect(screen.getByText('1 of 5 integrations failed: Payments.')).toBeInTheDocument();
  });

  it('takes a refused token back and asks again with the server’s message', async () => {
    mockApi({
      '/api/check-integrations': () => ({ status: 401, body: { error: 'The admin token is missing or wrong.', code: 'invalid_admin_token' } }),
    });
    const { user } = renderApp('/test-adobe');
    await unlock(user);
    await user.click(screen.getByRole('button', { name: 'Check integrations' }));
    expect(await screen.findByText('The admin token is missing or wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin token')).toHaveValue('');
    expect(window.sessionStorage.getItem('operatorAdminToken')).toBeNull();
  });

  it('looks a purchase up by email and adds 3 credits after a confirm step with a required name and reason', async () => {
    const api = mockApi({
      '/api/admin-lookup-purchase': () => ({ body: { purchases: [purchase()] } }),
      '/api/admin-guarantee-action': () => ({
        body: {
          action: 'add-credits',
          emailed: true,
          refundId: null,
          purchase: purchase({ creditsTotal: 9, creditsRemaining: 8, canAddCredits: false, extraCreditsAddedAt: '2026-11-23T10:00:00Z', history: [{ at: '2026-11-23T10:00:00Z', operator: 'Sam', action: 'add-credits', reason: 'Unhappy with the draft' }] }),
        },
      }),
    });
    const { user } = renderApp('/test-adobe');
    await unlock(user);
    await user.click(screen.getByRole('button', { name: 'Find purchase' }));
    expect(screen.getByText('Enter a document code or the email address used at checkout.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Document code or checkout email'), ' Buyer@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Find purchase' }));
    const card = await screen.findByTestId('purchase');
    expect(callsTo(api, '/api/admin-lookup-purchase')[0].body).toEqual({ email: 'Buyer@Example.com' });
    expect(within(card).getByText('5 of 6 left')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Add 3 credits' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm: add 3 credits' }));
    expect(within(card).getByText('Give a reason of 3 to 500 characters.')).toBeInTheDocument();
    expect(within(card).getByText('Give your name, 2 to 100 characters.')).toBeInTheDocument();
    expect(callsTo(api, '/api/admin-guarantee-action')).toHaveLength(0);

    await user.type(within(card).getByLabelText('Your name'), 'Sam');
    await user.type(within(card).getByLabelText('Reason'), 'Unhappy with the draft');
    await user.click(within(card).getByRole('button', { name: 'Confirm: add 3 credits' }));
    expect(await within(card).findByText('3 credits added. The buyer was emailed.')).toBeInTheDocument();
    const [sent] = callsTo(api, '/api/admin-guarantee-action');
    expect(sent.body).toEqual({ code: 'ABCD2345', action: 'add-credits', reason: 'Unhappy with the draft', operator: 'Sam' });
    expect(sent.headers['x-admin-token']).toBe(TOKEN);
    expect(within(card).getByText('8 of 9 left')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add 3 credits' })).toBeDisabled();
  });

  it('shows the server’s refusal of a second grant, and cancelling a refund sends nothing', async () => {
    const api = mockApi({
      '/api/admin-lookup-purchase': () => ({ body: { purchases: [purchase()] } }),
      '/api/admin-guarantee-action': () => ({
        status: 409,
        body: { error: 'The 3 additional credits were already added to this code.', code: 'credits_already_added' },
      }),
    });
    const { user } = renderApp('/test-adobe');
    await unlock(user);
    await user.type(screen.getByLabelText('Document code or checkout email'), 'abcd2345');
    await user.click(screen.getByRole('button', { name: 'Find purchase' }));
    const card = await screen.findByTestId('purchase');
    expect(callsTo(api, '/api/admin-lookup-purchase')[0].body).toEqual({ code: 'abcd2345' });

    await user.click(within(card).getByRole('button', { name: 'Refund and deactivate' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, '/api/admin-guarantee-action')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Add 3 credits' }));
    await user.type(within(card).getByLabelText('Your name'), 'Sam');
    await user.type(within(card).getByLabelText('Reason'), 'Second request');
    await user.click(within(card).getByRole('button', { name: 'Confirm: add 3 credits' }));
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent('The 3 additional credits were already added to this code.'),
    );
  });

  it('is noindex and linked from nowhere', async () => {
    mockApi({});
    renderApp('/test-adobe');
    await screen.findByRole('heading', { level: 1, name: 'Integrations Check' });
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    expect(document.querySelector('a[href="/test-adobe"]')).toBeNull();
  });
});
