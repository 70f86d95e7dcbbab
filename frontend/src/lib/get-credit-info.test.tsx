import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type Handler } from '@/testing/test-utils';
import { getCreditInfo, useCreditInfo, type CreditInfoUse } from './get-credit-info';

const ENDPOINT = '/api/get-credit-info';
const EXPIRES = '2026-12-22T10:00:00Z';

/** Answers the balances in turn (the last one again once they run out). */
function balances(...remaining: number[]): Handler {
  let call = 0;
  return () => {
    const creditsRemaining = remaining[Math.min(call++, remaining.length - 1)];
    return { body: { creditsTotal: 6, creditsUsed: 6 - creditsRemaining, creditsRemaining, expiresAt: EXPIRES } };
  };
}

function Balance({ code, use }: { code: string | null; use: CreditInfoUse }) {
  const { data } = useCreditInfo(code, use);
  return <output data-testid="balance">{data ? data.creditsRemaining : 'none'}</output>;
}

/** Renders in a fresh SWR cache that outlives the first element, as a visit's pages share the app's cache. */
function renderInOneCache(ui: ReactElement) {
  const cache = new Map();
  const wrap = (element: ReactElement) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{element}</SWRConfig>
  );
  const result = render(wrap(ui));
  return { remount: (next: ReactElement) => result.rerender(wrap(next)) };
}

/** Lets SWR finish what it would do: it revalidates a cached key on the next animation frame. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const balance = () => screen.getByTestId('balance').textContent;

/**
 * A page loads the balance (5) for a held code, then a page that shows it `use` mounts in the same cache, where a
 * new ask would answer 4. Returns the fetch mock.
 */
async function showLoadedBalanceAgain(use: CreditInfoUse) {
  const fetchMock = mockApi({ [ENDPOINT]: balances(5, 4) });
  const { remount } = renderInOneCache(<Balance key="first" code="ABCD2345" use="offer-held-code" />);
  await waitFor(() => expect(balance()).toBe('5'));
  remount(<Balance key="second" code="ABCD2345" use={use} />);
  return fetchMock;
}

/** Shows `use`'s balance of a code the server refuses with `status`; returns the console.error spy. */
function showRefusal(use: CreditInfoUse, status: number) {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({ [ENDPOINT]: () => ({ status, body: { error: 'Refused.', code: 'refused' } }) });
  renderInOneCache(<Balance code="WXYZ6789" use={use} />);
  return consoleError;
}

describe('get-credit-info', () => {
  it('posts an empty body with the code in the header', async () => {
    const fetchMock = mockApi({ [ENDPOINT]: balances(5) });
    await expect(getCreditInfo('ABCD2345')).resolves.toMatchObject({ creditsRemaining: 5, expiresAt: EXPIRES });
    const [call] = callsTo(fetchMock, ENDPOINT);
    expect(call.headers['x-document-code']).toBe('ABCD2345');
    expect(call.body).toEqual({});
  });

  it.each<CreditInfoUse>(['offer-held-code', 'after-spending'])('asks nothing without a code (%s)', async (use) => {
    const fetchMock = mockApi({});
    renderInOneCache(<Balance code={null} use={use} />);
    await settle();
    expect(balance()).toBe('none');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offering a held code keeps the balance this visit already loaded, and a refusal stays quiet', async () => {
    const fetchMock = await showLoadedBalanceAgain('offer-held-code');
    await settle();
    expect(balance()).toBe('5');
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(1);

    const consoleError = showRefusal('offer-held-code', 401);
    await settle();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('after spending, a balance cached earlier is asked again (and shown until the answer), a failure is logged', async () => {
    const fetchMock = await showLoadedBalanceAgain('after-spending');
    expect(balance()).toBe('5');
    await waitFor(() => expect(balance()).toBe('4'));
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(2);

    const consoleError = showRefusal('after-spending', 503);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Loading credit info failed', expect.anything()));
  });
});
