import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TIMEOUT_MS,
  TIMEOUT_ERROR_MESSAGE,
  apiRequest,
  apiRequestBlob,
  arrivedEarly,
  ApiError,
  errorMessage,
  isApiError,
  limitMessage,
  startEarlyCall,
} from './api-client';
import { mockApi } from '@/testing/test-utils';

afterEach(() => vi.useRealTimers());

describe('api client time limits', () => {
  it('gives up a call that does not answer within its time limit, with a clear message', async () => {
    vi.useFakeTimers();
    mockApi({ '/api/slow': () => new Promise(() => {}) });
    const call = apiRequest('/api/slow', { body: {} });
    const outcome = call.then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(isApiError(error) && error.code).toBe('timeout');
    expect(errorMessage(error, 'fallback')).toBe(TIMEOUT_ERROR_MESSAGE);
  });

  it("honours a call's own time limit, and a caller's cancellation stays a cancellation", async () => {
    vi.useFakeTimers();
    mockApi({ '/api/slow': () => new Promise(() => {}) });
    const short = apiRequest('/api/slow', { body: {}, timeoutMs: 500 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    const timedOut = await short;
    expect(isApiError(timedOut) && timedOut.code).toBe('timeout');

    const controller = new AbortController();
    const cancelled = apiRequest('/api/slow', { body: {}, signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await cancelled;
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });

  it('answers in time are not affected, and leave no timer behind', async () => {
    vi.useFakeTimers();
    mockApi({ '/api/fast': () => ({ body: { ok: true } }) });
    await expect(apiRequest('/api/fast', { body: {} })).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('api client requests', () => {
  it('sends every call as a JSON POST, with `{}` when the call has no body of its own', async () => {
    const fetchMock = mockApi({
      '/api/with-body': () => ({ body: { ok: true } }),
      '/api/no-body': () => ({ body: { ok: true } }),
      '/api/file': () => ({ raw: 'bytes', headers: { 'Content-Type': 'application/octet-stream' } }),
    });
    await apiRequest('/api/with-body', { body: { session_id: 'cs_test_1' } });
    await apiRequest('/api/no-body', { documentCode: 'ABCD2345' });
    await apiRequestBlob('/api/file', { documentCode: 'ABCD2345' });

    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init?.method).toBe('POST');
      expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
      expect(typeof init?.body).toBe('string');
    }
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(bodies).toEqual(['{"session_id":"cs_test_1"}', '{}', '{}']);
  });
});

describe('limit refusals say when to try again (issue 24)', () => {
  it("takes a 429's own sentence, with its Retry-After, from the server", async () => {
    const sentence = 'Too many attempts. Please wait before trying again. You can try again in 40 minutes.';
    mockApi({
      '/api/create-checkout': () => ({
        status: 429,
        headers: { 'Retry-After': '2400' },
        body: { error: sentence, code: 'rate_limited', retryAfterSeconds: 2400 },
      }),
    });
    const error = await apiRequest('/api/create-checkout', { body: {} }).catch((e: unknown) => e);
    expect(isApiError(error) && error.retryAfter).toBe(2400);
    expect(limitMessage(error)).toBe(sentence);
  });

  it('is the sentence of a limit’s refusal only, and nothing for other errors', () => {
    const busyMessage = 'The server is busy. You can try again in 5 seconds.';
    const busy = new ApiError({ status: 503, code: 'server_busy', message: busyMessage, retryAfter: 5, fromServer: true });
    expect(limitMessage(busy)).toBe(busyMessage);
    const bare = new ApiError({ status: 429, code: 'http_429', message: 'Something went wrong.', retryAfter: 90 });
    expect(limitMessage(bare), 'no sentence of its own: the toast keeps its words').toBeNull();
    expect(limitMessage(new ApiError({ status: 503, code: 'service_unavailable', message: 'Down.', fromServer: true }))).toBeNull();
    expect(limitMessage(new ApiError({ status: 400, code: 'invalid_json', message: 'Bad.', fromServer: true }))).toBeNull();
    expect(limitMessage(new Error('boom'))).toBeNull();
  });
});

describe('calls started early (app/early-requests.ts)', () => {
  it("hands the page its early call's answer instead of asking again, once; a later identical call asks the server", async () => {
    let asked = 0;
    const fetchMock = mockApi({ '/api/early-status': () => ({ body: { status: 'succeeded', asked: ++asked } }) });
    const options = { documentCode: 'ABCD2345', body: { jobId: 'job-1' } };
    expect(await startEarlyCall('/api/early-status', options)).toEqual({ status: 'succeeded', asked: 1 });
    // Arrived: a page can draw with it at once.
    expect(arrivedEarly('/api/early-status', options)).toEqual({ status: 'succeeded', asked: 1 });
    expect(arrivedEarly('/api/early-status', { ...options, body: { jobId: 'job-2' } })).toBeUndefined();

    expect(await apiRequest('/api/early-status', options)).toEqual({ status: 'succeeded', asked: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken, the answer stays what the page drew with, so its data does not vanish while its own call runs.
    expect(arrivedEarly('/api/early-status', options)).toEqual({ status: 'succeeded', asked: 1 });
    expect(await apiRequest('/api/early-status', options)).toEqual({ status: 'succeeded', asked: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands over a stale early answer, nor offers a refusal as data', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let asked = 0;
    mockApi({
      '/api/early-stale': () => ({ body: { asked: ++asked } }),
      '/api/early-refused': () => ({ status: 401, body: { error: 'Invalid document code', code: 'invalid_code' } }),
    });
    await startEarlyCall('/api/early-stale', { body: {} });
    vi.setSystemTime(Date.now() + 60_000);
    expect(arrivedEarly('/api/early-stale', { body: {} })).toBeUndefined();
    expect(await apiRequest('/api/early-stale', { body: {} })).toEqual({ asked: 2 });

    expect(await startEarlyCall('/api/early-refused', { body: {} })).toBeNull();
    expect(arrivedEarly('/api/early-refused', { body: {} })).toBeUndefined();
    // The page's own call still gets the refusal, as the error it always was.
    const refused = await apiRequest('/api/early-refused', { body: {} }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe('invalid_code');
  });
});
