/**
 * Browser storage keys of spec §3, behind small helpers that never throw (storage can be
 * disabled or full in private browsing).
 *
 * Local: documentCode, documentCodeRateLimit, generationJobId, gclid (+ gclidExpiry), checkoutSecrets.
 * Session: pendingDocumentCode, pendingDocumentData, paymentSessionId.
 */
import type { DocumentData } from '@/types/api';

export const STORAGE_KEYS = {
  documentCode: 'documentCode',
  documentCodeRateLimit: 'documentCodeRateLimit',
  generationJobId: 'generationJobId',
  gclid: 'gclid',
  gclidExpiry: 'gclidExpiry',
  pendingDocumentCode: 'pendingDocumentCode',
  pendingDocumentData: 'pendingDocumentData',
  checkoutSecrets: 'checkoutSecrets',
  paymentSessionId: 'paymentSessionId',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage unavailable: the flow still works within this page view.
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // ignore
  }
}

export function readJson<T>(which: Area, key: string): T | null {
  const raw = readItem(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

// documentCode (local): the code this browser holds until the buyer signs out of it. Pages that show it (the header's
// way back in, the forms' credit labels) follow its changes: this tab's through the listeners, other tabs' through
// the `storage` event.
const codeListeners = new Set<() => void>();
export const getDocumentCode = () => readItem('local', STORAGE_KEYS.documentCode);
export const setDocumentCode = (code: string) => {
  writeItem('local', STORAGE_KEYS.documentCode, code.trim().toUpperCase());
  codeListeners.forEach((listener) => listener());
};
export const removeDocumentCode = () => {
  removeItem('local', STORAGE_KEYS.documentCode);
  codeListeners.forEach((listener) => listener());
};
/** Calls `listener` whenever the held code is set or removed, in this tab or another; returns the unsubscribe. */
export function subscribeDocumentCode(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.documentCode) listener();
  };
  codeListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    codeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
/** The held code, normalised (null when none): a stable string, fit for useSyncExternalStore. */
export const heldDocumentCode = () => getDocumentCode()?.trim().toUpperCase() || null;

// generationJobId (local): a reload of /generate resumes this job instead of starting a new one.
export const getGenerationJobId = () => readItem('local', STORAGE_KEYS.generationJobId);
export const setGenerationJobId = (jobId: string) =>
  writeItem('local', STORAGE_KEYS.generationJobId, jobId);
export const removeGenerationJobId = () => removeItem('local', STORAGE_KEYS.generationJobId);

// pendingDocumentCode / pendingDocumentData (session)
export const getPendingDocumentCode = () => readItem('session', STORAGE_KEYS.pendingDocumentCode);
export const setPendingDocumentCode = (code: string) =>
  writeItem('session', STORAGE_KEYS.pendingDocumentCode, code);
export const removePendingDocumentCode = () =>
  removeItem('session', STORAGE_KEYS.pendingDocumentCode);

export const getPendingDocumentData = () =>
  readJson<Partial<DocumentData>>('session', STORAGE_KEYS.pendingDocumentData);
export const setPendingDocumentData = (data: DocumentData) =>
  writeItem('session', STORAGE_KEYS.pendingDocumentData, JSON.stringify(data));
export const removePendingDocumentData = () =>
  removeItem('session', STORAGE_KEYS.pendingDocumentData);

// checkoutSecrets (local): the proof create-checkout gives the browser that starts a checkout. The return page sends
// it back with the session id, and only then does the server show the code: the session id alone (in a shared link,
// in browser history) is not enough. A small map, newest last, so a buyer who starts a few checkouts keeps each one's.
export const CHECKOUT_SECRETS_KEPT = 10;
/** A checkout's secret is kept two days: long enough to come back from paying, not a store of old proofs. */
export const CHECKOUT_SECRET_TTL_MS = 2 * 24 * 60 * 60 * 1000;

type CheckoutSecretEntry = { sessionId: string; secret: string; savedAt: number };

function isCheckoutSecretEntry(value: unknown): value is CheckoutSecretEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.sessionId === 'string' &&
    typeof entry.secret === 'string' &&
    typeof entry.savedAt === 'number' &&
    Number.isFinite(entry.savedAt)
  );
}

/** The kept entries that have not run out (a clock set back counts as fresh, never as a reason to throw). */
function checkoutSecretEntries(now: number): CheckoutSecretEntry[] {
  const stored = readJson<unknown>('local', STORAGE_KEYS.checkoutSecrets);
  if (!Array.isArray(stored)) return [];
  return stored.filter(isCheckoutSecretEntry).filter((entry) => now - entry.savedAt < CHECKOUT_SECRET_TTL_MS);
}

/** Keeps `secret` for the checkout `sessionId` (replacing an older one for it), dropping stale and surplus entries. */
export function rememberCheckoutSecret(sessionId: string, secret: string, now: number = Date.now()): void {
  const kept = checkoutSecretEntries(now).filter((entry) => entry.sessionId !== sessionId);
  const entries = [...kept, { sessionId, secret, savedAt: now }].slice(-CHECKOUT_SECRETS_KEPT);
  writeItem('local', STORAGE_KEYS.checkoutSecrets, JSON.stringify(entries));
}

/** The secret this browser keeps for the checkout `sessionId`, or null (another browser, cleared, or too old). */
export function getCheckoutSecret(sessionId: string, now: number = Date.now()): string | null {
  return checkoutSecretEntries(now).find((entry) => entry.sessionId === sessionId)?.secret ?? null;
}

// paymentSessionId (session): the checkout session the return page verifies. The page takes it out of the address
// bar as soon as it opens; this copy lets a reload of the same tab verify again.
export const getPaymentSessionId = () => readItem('session', STORAGE_KEYS.paymentSessionId);
export const setPaymentSessionId = (sessionId: string) =>
  writeItem('session', STORAGE_KEYS.paymentSessionId, sessionId);

/**
 * 'Sign out of this code': the browser forgets the code and everything that leads back to it (the job it drafted, the
 * order kept for checkout, the checkouts' proofs that show a code again, the return page's session), so the next visitor
 * of a shared computer finds none of it.
 */
export function forgetHeldCode(): void {
  removeItem('local', STORAGE_KEYS.generationJobId);
  removeItem('local', STORAGE_KEYS.checkoutSecrets);
  removeItem('session', STORAGE_KEYS.pendingDocumentCode);
  removeItem('session', STORAGE_KEYS.pendingDocumentData);
  removeItem('session', STORAGE_KEYS.paymentSessionId);
  removeDocumentCode();
}
