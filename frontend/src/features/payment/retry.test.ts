import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { RETRY_TIMINGS, isTransient, retryDelayMs, untilAnswered, type Waiting } from './retry';

const network = () => new ApiError({ status: 0, code: 'network_error', message: 'Network error.' });
const unavailable = () => new ApiError({ status: 503, code: 'unavailable', message: 'Try again later.', fromServer: true });
const notFound = () => new ApiError({ status: 404, code: 'session_not_found', message: 'Not found.', fromServer: true });

/** A call that fails with each of `failures` in turn, then answers 'paid'. */
function failing(...failures: Error[]) {
  const call = vi.fn(async () => {
    const failure = failures.shift();
    if (failure) throw failure;
    return 'paid';
  });
  return call;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('untilAnswered (issue 24: a dropped connection after paying)', () => {
  it('retries network failures and 5xx after 1 s, then 2 s, then 4 s, and returns the answer', async () => {
    vi.useFakeTimers();
    const call = failing(network(), unavailable(), network());
    const seen: (Waiting | null)[] = [];
    const answer = untilAnswered(call, { signal: new AbortController().signal, onWaiting: (w) => seen.push(w) });

    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(call).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(call).toHaveBeenCalledTimes(4);
    await expect(answer).resolves.toBe('paid');
    expect(seen).toEqual([
      { failures: 1, offline: false },
      { failures: 2, offline: false },
      { failures: 3, offline: false },
      null,
    ]);
  });

  it('never pauses longer than 30 s between tries', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("does not retry an answer about the payment itself (a 4xx), nor anything that isn't a call failure", async () => {
    const call = failing(notFound());
    await expect(untilAnswered(call, { signal: new AbortController().signal, onWaiting: () => {} })).rejects.toMatchObject({
      status: 404,
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(isTransient(notFound())).toBe(false);
    expect(isTransient(new Error('bug'))).toBe(false);
    expect(isTransient(network())).toBe(true);
    expect(isTransient(unavailable())).toBe(true);
  });

  it('offline, waits for the browser to be back online, then tries at once', async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const call = failing(network());
    const seen: (Waiting | null)[] = [];
    const answer = untilAnswered(call, { signal: new AbortController().signal, onWaiting: (w) => seen.push(w) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(call).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ failures: 1, offline: true }]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(2);
    await expect(answer).resolves.toBe('paid');
  });

  it("'Try now' cuts a pause short, and a 429 waits for its Retry-After", async () => {
    vi.useFakeTimers();
    const nudge = new EventTarget();
    const busy = new ApiError({ status: 429, code: 'rate_limited', message: 'Wait.', retryAfter: 20 });
    const call = failing(busy, network());
    const answer = untilAnswered(call, { signal: new AbortController().signal, onWaiting: () => {}, nudge });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    nudge.dispatchEvent(new Event('retry'));
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(3);
    await expect(answer).resolves.toBe('paid');
    expect(RETRY_TIMINGS.maxRetryAfterMs).toBe(60_000);
  });

  it('stops when the page goes away', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const call = failing(network(), network());
    const answer = untilAnswered(call, { signal: controller.signal, onWaiting: () => {} });
    const settled = expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
