import { describe, expect, it } from 'vitest';
import {
  BLOCK_MS,
  RECORD_TTL_MS,
  clearRateLimit,
  getRateLimitRecord,
  localAttemptsRemaining,
  recordFailedAttempt,
} from './rate-limit';

describe('client rate-limit record', () => {
  it('counts failures per code and blocks for 15 minutes after the 4th', () => {
    const now = 1_000_000;
    for (let i = 0; i < 3; i += 1) recordFailedAttempt('abcd2345', now);
    expect(localAttemptsRemaining('ABCD2345', now)).toBe(1);
    expect(getRateLimitRecord('ABCD2345', now)?.blockedUntil).toBeNull();
    const fourth = recordFailedAttempt('ABCD2345', now);
    expect(fourth.blockedUntil).toBe(now + BLOCK_MS);
    expect(localAttemptsRemaining('ABCD2345', now)).toBe(0);
    expect(localAttemptsRemaining('OTHER123', now)).toBe(4);
  });

  it('forgets records after 24 hours and on success', () => {
    recordFailedAttempt('ABCD2345', 0);
    expect(getRateLimitRecord('ABCD2345', RECORD_TTL_MS + 1)).toBeNull();
    recordFailedAttempt('ABCD2345', 10);
    clearRateLimit('ABCD2345', 10);
    expect(getRateLimitRecord('ABCD2345', 10)).toBeNull();
  });
});
