import { describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_SECRETS_KEPT,
  CHECKOUT_SECRET_TTL_MS,
  STORAGE_KEYS,
  forgetHeldCode,
  getCheckoutSecret,
  getPaymentSessionId,
  heldDocumentCode,
  rememberCheckoutSecret,
  removeDocumentCode,
  setDocumentCode,
  setPaymentSessionId,
  subscribeDocumentCode,
} from './storage';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const secret = (n: number) => `secret-${n}`.padEnd(43, 'x');
const kept = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.checkoutSecrets) ?? '[]') as { sessionId: string }[];

describe('checkout secrets', () => {
  it('keeps each checkout’s secret under its session id', () => {
    rememberCheckoutSecret('cs_test_a', secret(1), NOW);
    rememberCheckoutSecret('cs_test_b', secret(2), NOW + 1000);
    expect(getCheckoutSecret('cs_test_a', NOW + 2000)).toBe(secret(1));
    expect(getCheckoutSecret('cs_test_b', NOW + 2000)).toBe(secret(2));
    expect(getCheckoutSecret('cs_test_other', NOW + 2000)).toBeNull();
  });

  it('keeps the most recent few, and one entry per session', () => {
    for (let n = 0; n < CHECKOUT_SECRETS_KEPT + 3; n += 1) rememberCheckoutSecret(`cs_test_${n}`, secret(n), NOW + n);
    rememberCheckoutSecret('cs_test_5', secret(99), NOW + 100);
    const sessions = kept().map((entry) => entry.sessionId);
    expect(sessions).toHaveLength(CHECKOUT_SECRETS_KEPT);
    expect(sessions.filter((id) => id === 'cs_test_5')).toHaveLength(1);
    expect(sessions.at(-1)).toBe('cs_test_5');
    expect(getCheckoutSecret('cs_test_0', NOW + 200)).toBeNull();
    expect(getCheckoutSecret('cs_test_5', NOW + 200)).toBe(secret(99));
  });

  it('forgets secrets older than two days, and drops them on the next write', () => {
    rememberCheckoutSecret('cs_test_old', secret(1), NOW);
    expect(getCheckoutSecret('cs_test_old', NOW + CHECKOUT_SECRET_TTL_MS - 1)).toBe(secret(1));
    expect(getCheckoutSecret('cs_test_old', NOW + CHECKOUT_SECRET_TTL_MS)).toBeNull();
    rememberCheckoutSecret('cs_test_new', secret(2), NOW + CHECKOUT_SECRET_TTL_MS);
    expect(kept().map((entry) => entry.sessionId)).toEqual(['cs_test_new']);
  });

  it('reads past damaged storage, and never throws where storage is refused', () => {
    localStorage.setItem(STORAGE_KEYS.checkoutSecrets, '{not json');
    expect(getCheckoutSecret('cs_test_a', NOW)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.checkoutSecrets, JSON.stringify([{ sessionId: 'cs_test_a' }, 'x', null]));
    expect(getCheckoutSecret('cs_test_a', NOW)).toBeNull();
    rememberCheckoutSecret('cs_test_a', secret(1), NOW);
    expect(getCheckoutSecret('cs_test_a', NOW)).toBe(secret(1));

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberCheckoutSecret('cs_test_b', secret(2), NOW)).not.toThrow();
    expect(getCheckoutSecret('cs_test_b', NOW)).toBeNull();
    expect(() => setPaymentSessionId('cs_test_b')).not.toThrow();
    expect(getPaymentSessionId()).toBeNull();
  });
});

describe('the held code (issue 24)', () => {
  it('tells its listeners when it is kept or removed here, and when another tab changes it', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDocumentCode(listener);
    setDocumentCode(' abcd2345 ');
    expect(heldDocumentCode()).toBe('ABCD2345');
    removeDocumentCode();
    expect(heldDocumentCode()).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.documentCode }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.gclid }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    setDocumentCode('WXYZ6789');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('signing out forgets the code and everything that leads back to it, and keeps the rest', () => {
    setDocumentCode('ABCD2345');
    localStorage.setItem(STORAGE_KEYS.generationJobId, 'job-1');
    rememberCheckoutSecret('cs_test_a', secret(1));
    localStorage.setItem(STORAGE_KEYS.gclid, 'Cj0-click');
    sessionStorage.setItem(STORAGE_KEYS.pendingDocumentCode, 'ABCD2345');
    sessionStorage.setItem(STORAGE_KEYS.pendingDocumentData, '{}');
    setPaymentSessionId('cs_test_a');
    const listener = vi.fn();
    const unsubscribe = subscribeDocumentCode(listener);

    forgetHeldCode();

    for (const key of [STORAGE_KEYS.documentCode, STORAGE_KEYS.generationJobId, STORAGE_KEYS.checkoutSecrets]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    for (const key of [STORAGE_KEYS.pendingDocumentCode, STORAGE_KEYS.pendingDocumentData, STORAGE_KEYS.paymentSessionId]) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem(STORAGE_KEYS.gclid)).toBe('Cj0-click');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
