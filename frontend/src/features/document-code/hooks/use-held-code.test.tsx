import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { forgetHeldCode, setDocumentCode } from '@/lib/storage';
import { useDocumentData } from '@/stores/document-data';
import { callsTo, completeDocumentData, mockApi, renderApp, type Handler } from '@/testing/test-utils';
import { useHeldCode, usableHeldCode } from './use-held-code';

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

function creditInfo(creditsRemaining: number, expiresAt = IN_A_WEEK): Handler {
  return () => ({ body: { creditsTotal: 6, creditsUsed: 6 - creditsRemaining, creditsRemaining, expiresAt } });
}

/** Shows what the hook returns and runs its action, the way a page would. */
function Probe() {
  const { heldCode, generateWithHeldCode } = useHeldCode();
  const { documentData } = useDocumentData();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div>
      <output data-testid="held">{heldCode ? JSON.stringify(heldCode) : 'none'}</output>
      <output data-testid="draft">{documentData.businessName}</output>
      {failure && <p role="alert">{failure}</p>}
      <button
        type="button"
        onClick={() =>
          generateWithHeldCode({ ...completeDocumentData, businessName: '  Acme Widgets  ' }).catch((error: Error) =>
            setFailure(error.message),
          )
        }
      >
        generate
      </button>
    </div>
  );
}

function renderProbe() {
  return renderApp('/nda', {
    routeObjects: [
      { path: '/nda', element: <Probe /> },
      { path: '/generate', element: <h1>generating</h1> },
    ],
  });
}

const held = () => screen.getByTestId('held').textContent;

describe('useHeldCode', () => {
  it('asks nothing when the browser holds no code', async () => {
    const fetchMock = mockApi({});
    renderProbe();
    await act(async () => {});
    expect(held()).toBe('none');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the held code with its balance, asked with get-credit-info and no guessing-limit side effects', async () => {
    localStorage.setItem('documentCode', 'abcd2345');
    const fetchMock = mockApi({ '/api/get-credit-info': creditInfo(5) });
    renderProbe();
    await waitFor(() =>
      expect(JSON.parse(held()!)).toEqual({ code: 'ABCD2345', creditsRemaining: 5, expiresAt: IN_A_WEEK }),
    );
    const [call] = callsTo(fetchMock, '/api/get-credit-info');
    expect(call.headers['x-document-code']).toBe('ABCD2345');
    // validate-document-code counts a code's failures; the held code is never put through it.
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(0);
    expect(localStorage.getItem('documentCodeRateLimit')).toBeNull();
  });

  it.each([
    ['no credits are left', creditInfo(0)],
    ['the server does not know the code', () => ({ status: 401, body: { error: 'Invalid document code.', code: 'invalid_code' } })],
    ['the code has expired', () => ({ status: 403, body: { error: 'This document code has expired.', code: 'code_expired' } })],
    ['the server cannot be reached', () => ({ status: 503, body: { error: 'Try again later.', code: 'unavailable' } })],
  ] satisfies [string, Handler][])('is null when %s', async (_case, handler) => {
    localStorage.setItem('documentCode', 'ABCD2345');
    const fetchMock = mockApi({ '/api/get-credit-info': handler });
    renderProbe();
    await waitFor(() => expect(callsTo(fetchMock, '/api/get-credit-info')).toHaveLength(1));
    await act(async () => {});
    expect(held()).toBe('none');
  });

  it('generateWithHeldCode keeps the data with the code and opens /generate, with no checkout', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'old-job');
    const fetchMock = mockApi({
      '/api/get-credit-info': creditInfo(1),
      '/api/save-document-data': () => ({ body: { saved: true } }),
    });
    const { user, router } = renderProbe();
    await waitFor(() => expect(held()).toContain('"creditsRemaining":1'));
    await user.click(screen.getByRole('button', { name: 'generate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    const [save] = callsTo(fetchMock, '/api/save-document-data');
    expect(save.headers['x-document-code']).toBe('ABCD2345');
    expect(save.body.documentData).toMatchObject({ ...completeDocumentData, businessName: 'Acme Widgets' });
    expect(callsTo(fetchMock, '/api/create-checkout')).toHaveLength(0);
    // The next job drafts this data instead of resuming the code's previous job.
    expect(localStorage.getItem('generationJobId')).toBeNull();
  });

  it('the order draft becomes the saved data, so /generate sends it', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/get-credit-info': creditInfo(3),
      '/api/save-document-data': () => ({ body: { saved: true } }),
    });
    const { user, router } = renderApp('/nda', {
      routeObjects: [
        { path: '/nda', element: <Probe /> },
        { path: '/generate', element: <Probe /> },
      ],
    });
    await waitFor(() => expect(held()).not.toBe('none'));
    await user.click(screen.getByRole('button', { name: 'generate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    expect(screen.getByTestId('draft')).toHaveTextContent('Acme Widgets');
  });

  it('a code the server refuses when saving throws, stays on the page and is no longer offered', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    let creditCalls = 0;
    const fetchMock = mockApi({
      '/api/get-credit-info': (body, init) => {
        creditCalls += 1;
        return creditCalls === 1
          ? creditInfo(2)(body, init)
          : { status: 403, body: { error: 'This document code has expired.', code: 'code_expired' } };
      },
      '/api/save-document-data': () => ({
        status: 403,
        body: { error: 'This document code has expired.', code: 'code_expired' },
      }),
    });
    const { user, router } = renderProbe();
    await waitFor(() => expect(held()).not.toBe('none'));
    await user.click(screen.getByRole('button', { name: 'generate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This document code has expired.');
    expect(router.state.location.pathname).toBe('/nda');
    await waitFor(() => expect(held()).toBe('none'));
    expect(callsTo(fetchMock, '/api/get-credit-info')).toHaveLength(2);
  });

  it('a save that fails for another reason does not stop the drafting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/get-credit-info': creditInfo(2),
      '/api/save-document-data': () => ({ status: 503, body: { error: 'Try again later.', code: 'unavailable' } }),
    });
    const { user, router } = renderProbe();
    await waitFor(() => expect(held()).not.toBe('none'));
    await user.click(screen.getByRole('button', { name: 'generate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
  });
});

describe('useHeldCode follows the stored code (issue 24)', () => {
  it('a code kept or signed out of on the page changes what is offered at once', async () => {
    const fetchMock = mockApi({ '/api/get-credit-info': creditInfo(5) });
    renderProbe();
    await act(async () => {});
    expect(held()).toBe('none');

    act(() => setDocumentCode('abcd2345'));
    await waitFor(() => expect(held()).toContain('"code":"ABCD2345"'));
    expect(callsTo(fetchMock, '/api/get-credit-info')).toHaveLength(1);

    act(() => forgetHeldCode());
    await waitFor(() => expect(held()).toBe('none'));
  });
});

describe('usableHeldCode', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  const info = { creditsTotal: 6, creditsUsed: 1, creditsRemaining: 5, expiresAt: '2026-03-31T00:00:00Z' };

  it('needs a code, credits left and an expiry still ahead', () => {
    expect(usableHeldCode('ABCD2345', info, now)).toEqual({
      code: 'ABCD2345',
      creditsRemaining: 5,
      expiresAt: '2026-03-31T00:00:00Z',
    });
    expect(usableHeldCode(null, info, now)).toBeNull();
    expect(usableHeldCode('ABCD2345', undefined, now)).toBeNull();
    expect(usableHeldCode('ABCD2345', { ...info, creditsRemaining: 0 }, now)).toBeNull();
    expect(usableHeldCode('ABCD2345', { ...info, expiresAt: '2026-02-28T00:00:00Z' }, now)).toBeNull();
    expect(usableHeldCode('ABCD2345', { ...info, expiresAt: 'soon' }, now)).toBeNull();
  });
});
