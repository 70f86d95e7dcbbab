import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS, TIMEOUT_ERROR_MESSAGE, apiRequest, errorMessage, isApiError } from './api-client';
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
});
