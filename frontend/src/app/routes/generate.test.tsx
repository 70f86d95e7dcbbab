import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { callsTo, codeRecord, completeDocumentData, installFakeTimers, mockApi, renderApp } from '@/testing/test-utils';
import { generationStatus } from '@/testing/generation-status';

const valid = () => ({ body: { isValid: true, documentCode: codeRecord(), error: null } });
const downloadPageApis = {
  '/api/get-credit-info': () => ({
    body: { creditsTotal: 6, creditsUsed: 1, creditsRemaining: 5, expiresAt: '2026-12-22T10:00:00Z' },
  }),
  '/api/clear-document-data': () => ({ body: { success: true } }),
};

const status = generationStatus;

/**
 * Moves the fake clock on in steps: reading a mocked answer's body needs the real event loop to turn between steps,
 * so one long jump would run the timers before the answers they wait for.
 */
async function advance(ms: number, step = 100) {
  for (let passed = 0; passed < ms; passed += step) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - passed)));
  }
}

describe('generating screen', () => {
  it('without a stored code shows the error toast and goes home after 1.5 s', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp('/generate');
    expect(screen.getByRole('heading', { name: 'Generating Your Document' })).toBeInTheDocument();
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Missing document code. Redirecting to home page.').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/generate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates, starts one job with the pending form data, shows progress and goes to /download', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    let polls = 0;
    const fetchMock = mockApi({
      '/api/validate-document-code': valid,
      '/api/start-generation': () => ({ status: 202, body: { jobId: 'job-1', status: 'queued' } }),
      '/api/generation-status': () => {
        polls += 1;
        return polls < 2
          ? { body: status({ progress: 45, message: 'Drafting your document' }) }
          : { body: status({ status: 'succeeded', stage: 'done', progress: 100, usedFallback: true }) };
      },
      ...downloadPageApis,
    });
    const { router } = renderApp('/generate');

    // The lines under the status keep their places (issue 24): the stage's seconds have their line before they show.
    const stageLine = screen.getByTestId('generation-status').nextElementSibling;
    expect(stageLine?.textContent).toBe('\u00a0');
    expect(await screen.findByText('Drafting your document', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBe(45);
    expect(screen.getByTestId('stage-elapsed')).toBe(stageLine);
    const keepOpen = screen.getByText(/You can keep this page open/);
    expect(keepOpen).toBeVisible();
    expect(await screen.findByText('Document successfully generated!', {}, { timeout: 4000 })).toBeInTheDocument();
    // Done: 'keep this page open' no longer applies; it is hidden, not removed, so nothing moves up.
    expect(screen.getByText(/You can keep this page open/)).toBe(keepOpen);
    expect(keepOpen).toHaveStyle({ visibility: 'hidden' });
    expect(keepOpen).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByText('Document Ready')).toBeInTheDocument();
    expect(screen.getByText(/\(Used fallback provider\)/)).toBeInTheDocument();
    expect(localStorage.getItem('generationJobId')).toBe('job-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/download'), { timeout: 4000 });
    const starts = callsTo(fetchMock, '/api/start-generation');
    expect(starts).toHaveLength(1);
    expect(starts[0].headers['x-document-code']).toBe('ABCD2345');
    expect(starts[0].body.documentData).toMatchObject({ businessName: 'Acme Widgets', industry: 'Technology' });
    expect(callsTo(fetchMock, '/api/generation-status')[0].body).toEqual({ jobId: 'job-1' });
  });

  it('after its first look, asks the server to wait for the job to change, and asks nothing more meanwhile', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    // The server holds the second call until the test lets the job finish.
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let polls = 0;
    const fetchMock = mockApi({
      '/api/validate-document-code': valid,
      '/api/start-generation': () => ({ status: 202, body: { jobId: 'job-1', status: 'queued' } }),
      '/api/generation-status': async () => {
        polls += 1;
        if (polls === 1) return { body: status({ progress: 45, statusToken: 'running-drafting-45' }) };
        await finished;
        return { body: status({ status: 'succeeded', stage: 'done', progress: 100, statusToken: 'done' }) };
      },
      ...downloadPageApis,
    });
    const { router } = renderApp('/generate');
    expect(await screen.findByText('Drafting your document', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/generation-status')).toHaveLength(2));
    expect(callsTo(fetchMock, '/api/generation-status').map((call) => call.body)).toEqual([
      { jobId: 'job-1' },
      { jobId: 'job-1', waitSeconds: 15, sinceToken: 'running-drafting-45' },
    ]);
    // While the server waits, the page asks nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(callsTo(fetchMock, '/api/generation-status')).toHaveLength(2);

    finish();
    expect(await screen.findByText('Document successfully generated!', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/download'), { timeout: 4000 });
  });

  it('polls about once a second, asking nobody to wait, when the server sends no status token', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-7');
    const fetchMock = mockApi({
      '/api/validate-document-code': valid,
      '/api/generation-status': () => ({ body: status({ jobId: 'job-7', progress: 70, message: 'Formatting your document' }) }),
    });
    renderApp('/generate');
    expect(await screen.findByText('Formatting your document', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/generation-status').length).toBeGreaterThanOrEqual(2), {
      timeout: 4000,
    });
    expect(callsTo(fetchMock, '/api/generation-status').map((call) => call.body)).toEqual(
      callsTo(fetchMock, '/api/generation-status').map(() => ({ jobId: 'job-7' })),
    );
  });

  it('resumes a kept job after a reload instead of starting a new one', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-7');
    const fetchMock = mockApi({
      '/api/validate-document-code': valid,
      '/api/generation-status': () => ({ body: status({ jobId: 'job-7', progress: 70, message: 'Formatting your document' }) }),
    });
    renderApp('/generate');
    expect(await screen.findByText('Formatting your document', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/generation-status')[0].body).toEqual({ jobId: 'job-7' });
  });

  it("shows the server's error for a failed job and holds progress at 30 or more", async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    mockApi({
      '/api/validate-document-code': valid,
      '/api/generation-status': () => ({
        body: status({ status: 'failed', progress: 10, error: 'Generation Failed: the drafting service is unavailable.' }),
      }),
    });
    const { user, router } = renderApp('/generate');
    expect(
      (await screen.findAllByText('Generation Failed: the drafting service is unavailable.', {}, { timeout: 4000 })).length,
    ).toBeGreaterThan(0);
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(30);
    // The job is forgotten by an effect of the same update, which may run just after the text shows.
    await waitFor(() => expect(localStorage.getItem('generationJobId')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's no-credits error (402)", async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/validate-document-code': valid,
      '/api/start-generation': () => ({
        status: 402,
        body: { error: 'This document code has no credits left.', code: 'no_credits' },
      }),
    });
    renderApp('/generate');
    expect(
      (await screen.findAllByText('This document code has no credits left.', {}, { timeout: 4000 })).length,
    ).toBeGreaterThan(0);
    expect(localStorage.getItem('generationJobId')).toBeNull();
  });

  it('gives up after 3 validations that fail for no known reason, and goes home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('documentCode', 'ABCD2345');
    const fetchMock = mockApi({
      // An answer that cannot be read: not the connection, not the code.
      '/api/validate-document-code': () => ({ status: 200, raw: 'not json' }),
    });
    const { router } = renderApp('/generate');
    expect(
      await screen.findByText('Maximum validation attempts reached. Please try again later.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(3);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(0);
  });

  it('waits out a dropped connection: 5xx and network failures are never counted as attempts (fake clock)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const timers = installFakeTimers();
    localStorage.setItem('documentCode', 'ABCD2345');
    let failures = 5;
    const fetchMock = mockApi({
      '/api/validate-document-code': () => {
        failures -= 1;
        if (failures >= 3) return { status: 503, body: { error: 'Unavailable', code: 'unavailable' } };
        if (failures >= 0) throw new TypeError('Failed to fetch');
        return valid();
      },
      '/api/start-generation': () => ({ status: 202, body: { jobId: 'job-9', status: 'queued' } }),
      '/api/generation-status': () => ({ body: status({ jobId: 'job-9', status: 'running', stage: 'drafting', progress: 50 }) }),
    });
    const { router } = renderApp('/generate', timers);
    // 500 ms, 1 s, 2 s, 4 s, 8 s: five failures, then the code is valid and the job starts.
    await advance(16_000);
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(6);
    expect(screen.queryByText('Maximum validation attempts reached. Please try again later.')).not.toBeInTheDocument();
    expect(screen.queryByText('Validation Failed')).not.toBeInTheDocument();
    await advance(1000);
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/generate');
    expect(localStorage.getItem('documentCodeRateLimit')).toBeNull();
  });

  it('says it keeps trying while offline, and checks again at once when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const timers = installFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem('documentCode', 'ABCD2345');
    let online = false;
    const fetchMock = mockApi({
      '/api/validate-document-code': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return valid();
      },
      '/api/start-generation': () => ({ status: 202, body: { jobId: 'job-9', status: 'queued' } }),
      '/api/generation-status': () => ({ body: status({ jobId: 'job-9', status: 'running', stage: 'drafting', progress: 50 }) }),
    });
    const { router } = renderApp('/generate', timers);
    // Four failures: the next check is 8 s away.
    await advance(3600);
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(4);
    expect(screen.getByText(/You are offline\. We'll carry on as soon as your connection is back/)).toBeInTheDocument();

    online = true;
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(100, 10);
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(5);
    await advance(1000);
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/generate');
  });

  it("validates once and starts one job under StrictMode's double effects", async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    const fetchMock = mockApi({
      '/api/validate-document-code': valid,
      '/api/start-generation': () => ({ status: 202, body: { jobId: 'job-1', status: 'queued' } }),
      '/api/generation-status': () => ({ body: status({ progress: 45, message: 'Drafting your document' }) }),
    });
    renderApp('/generate', { strict: true });
    expect(await screen.findByText('Drafting your document', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/validate-document-code')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(1);
  });

  it('backs off 500 ms, then 1000 ms between validation attempts (fake clock)', async () => {
    const timers = installFakeTimers();
    localStorage.setItem('documentCode', 'ABCD2345');
    const fetchMock = mockApi({
      '/api/validate-document-code': () => ({ status: 503, body: { error: 'Unavailable', code: 'unavailable' } }),
    });
    renderApp('/generate', timers);
    const attempts = () => callsTo(fetchMock, '/api/validate-document-code').length;
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(attempts()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(480));
    expect(attempts()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30));
    expect(attempts()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(980));
    expect(attempts()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(30));
    expect(attempts()).toBe(3);
    // A server that keeps failing is the server, not the code: the page keeps trying and says so (issue 24).
    expect(await screen.findByText(/We can't reach our server right now/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2010));
    expect(attempts()).toBe(4);
    expect(screen.queryByText('Maximum validation attempts reached. Please try again later.')).not.toBeInTheDocument();
  });

  it('shows the seconds of a long stage and, after 15 s without an answer, says it stalled and polls again', async () => {
    const timers = installFakeTimers();
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    let answering = false;
    const fetchMock = mockApi({
      '/api/validate-document-code': valid,
      '/api/generation-status': () =>
        answering
          ? { body: status({ progress: 45, stageSeconds: 14, message: 'Processing document content' }) }
          : new Promise(() => {}),
    });
    renderApp('/generate', timers);
    await advance(100);
    expect(callsTo(fetchMock, '/api/generation-status')).toHaveLength(1);
    expect(screen.queryByText('Document generation stalled. Retrying...')).not.toBeInTheDocument();

    await advance(14_000);
    expect(screen.queryByText('Document generation stalled. Retrying...')).not.toBeInTheDocument();
    const before = callsTo(fetchMock, '/api/generation-status').length;
    await advance(1_000);
    expect(screen.getByText('Document generation stalled. Retrying...')).toBeInTheDocument();
    // Polling starts over at once rather than waiting out the error back-off.
    expect(callsTo(fetchMock, '/api/generation-status').length).toBeGreaterThan(before);

    answering = true;
    await advance(16_000);
    expect(screen.getByTestId('stage-elapsed')).toHaveTextContent('Drafting your document\u2026 14 s');
    expect(screen.queryByText('Document generation stalled. Retrying...')).not.toBeInTheDocument();
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(45);
  });

  it('gives up a hung start with a clear message instead of waiting forever (fake clock)', async () => {
    const timers = installFakeTimers();
    localStorage.setItem('documentCode', 'ABCD2345');
    sessionStorage.setItem('pendingDocumentData', JSON.stringify(completeDocumentData));
    const fetchMock = mockApi({
      '/api/validate-document-code': valid,
      '/api/start-generation': () => new Promise(() => {}),
    });
    renderApp('/generate', timers);
    await advance(29_000);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await advance(2_000);
    expect(
      screen.getAllByText('The server is taking too long to answer. Please check your connection and try again.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/start-generation')).toHaveLength(1);
  });

  it('replaces /generate with /download, so Back does not bounce', async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    localStorage.setItem('generationJobId', 'job-1');
    mockApi({
      '/api/validate-document-code': valid,
      '/api/generation-status': () => ({ body: status({ status: 'succeeded', stage: 'done', progress: 100 }) }),
      ...downloadPageApis,
    });
    const { router } = renderApp('/generate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/download'), { timeout: 4000 });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("without form data to draft from says 'Data Error' and goes back to the form", async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/validate-document-code': valid,
      '/api/start-generation': () => ({
        status: 409,
        body: { error: 'Please fill out the document form to continue', code: 'missing_document_data' },
      }),
    });
    const { router } = renderApp('/generate');
    expect(await screen.findByText('Data Error', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
    expect(router.state.location.hash).toBe('#documentForm');
  });

  it("says 'Validation Failed' / 'Could not verify your document code' for an invalid code, then goes home", async () => {
    localStorage.setItem('documentCode', 'ABCD2345');
    mockApi({
      '/api/validate-document-code': () => ({
        body: { isValid: false, documentCode: null, error: 'This document code has expired.', attemptsRemaining: null },
      }),
    });
    const { router } = renderApp('/generate');
    expect(await screen.findByText('Could not verify your document code', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getAllByText('This document code has expired.').length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });
});
