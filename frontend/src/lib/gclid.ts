/**
 * The advertising click identifier (query parameter gclid) is read on any page and kept locally
 * for 90 days with its own expiry key; an expired one is removed when read (spec §3, §9).
 */
import { STORAGE_KEYS, readItem, removeItem, writeItem } from '@/lib/storage';

export const GCLID_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export function captureGclid(search: string, now: number = Date.now()): void {
  const value = new URLSearchParams(search).get('gclid')?.trim();
  if (!value) return;
  writeItem('local', STORAGE_KEYS.gclid, value);
  writeItem('local', STORAGE_KEYS.gclidExpiry, String(now + GCLID_TTL_MS));
}

export function getStoredGclid(now: number = Date.now()): string | null {
  const value = readItem('local', STORAGE_KEYS.gclid);
  if (!value) return null;
  const expiry = Number(readItem('local', STORAGE_KEYS.gclidExpiry));
  if (!Number.isFinite(expiry) || expiry <= now) {
    removeItem('local', STORAGE_KEYS.gclid);
    removeItem('local', STORAGE_KEYS.gclidExpiry);
    return null;
  }
  return value;
}
