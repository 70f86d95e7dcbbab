/**
 * Browser storage keys of spec §3, behind small helpers that never throw (storage can be
 * disabled or full in private browsing).
 *
 * Local: documentCode, documentCodeRateLimit, generationJobId, gclid (+ gclidExpiry).
 * Session: pendingDocumentCode, pendingDocumentData.
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

// documentCode (local)
export const getDocumentCode = () => readItem('local', STORAGE_KEYS.documentCode);
export const setDocumentCode = (code: string) =>
  writeItem('local', STORAGE_KEYS.documentCode, code.trim().toUpperCase());
export const removeDocumentCode = () => removeItem('local', STORAGE_KEYS.documentCode);

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
