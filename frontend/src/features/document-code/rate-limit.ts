/**
 * The browser's per-code record of failed attempts (spec §3, §5: at most 4 failures, then a
 * 15-minute block; records expire after 24 hours). The server enforces the limit (design §4.4);
 * this record only lets the page say how many attempts remain.
 */
import { STORAGE_KEYS, readJson, writeItem } from '@/lib/storage';

export const MAX_ATTEMPTS = 4;
export const BLOCK_MS = 15 * 60 * 1000;
export const RECORD_TTL_MS = 24 * 60 * 60 * 1000;

export type RateLimitRecord = {
  code: string;
  attempts: number;
  lastAttempt: number;
  blockedUntil: number | null;
};

type RecordMap = Record<string, RateLimitRecord>;

function load(now: number): RecordMap {
  const raw = readJson<RecordMap>('local', STORAGE_KEYS.documentCodeRateLimit);
  const records: RecordMap = {};
  if (!raw || typeof raw !== 'object') return records;
  for (const [code, record] of Object.entries(raw)) {
    if (!record || typeof record.lastAttempt !== 'number') continue;
    const stillBlocked = record.blockedUntil !== null && record.blockedUntil > now;
    if (now - record.lastAttempt < RECORD_TTL_MS || stillBlocked) records[code] = record;
  }
  return records;
}

function save(records: RecordMap) {
  writeItem('local', STORAGE_KEYS.documentCodeRateLimit, JSON.stringify(records));
}

const key = (code: string) => code.trim().toUpperCase();

export function getRateLimitRecord(code: string, now = Date.now()): RateLimitRecord | null {
  return load(now)[key(code)] ?? null;
}

export function recordFailedAttempt(code: string, now = Date.now()): RateLimitRecord {
  const records = load(now);
  const previous = records[key(code)];
  const attempts = (previous?.attempts ?? 0) + 1;
  const record: RateLimitRecord = {
    code: key(code),
    attempts,
    lastAttempt: now,
    blockedUntil: attempts >= MAX_ATTEMPTS ? now + BLOCK_MS : (previous?.blockedUntil ?? null),
  };
  records[record.code] = record;
  save(records);
  return record;
}

/** Mirrors a server block (429 Retry-After seconds) locally. */
export function recordBlocked(code: string, retryAfterSeconds: number | null, now = Date.now()) {
  const records = load(now);
  const previous = records[key(code)];
  records[key(code)] = {
    code: key(code),
    attempts: Math.max(previous?.attempts ?? 0, MAX_ATTEMPTS),
    lastAttempt: now,
    blockedUntil: now + (retryAfterSeconds !== null ? retryAfterSeconds * 1000 : BLOCK_MS),
  };
  save(records);
}

export function clearRateLimit(code: string, now = Date.now()) {
  const records = load(now);
  delete records[key(code)];
  save(records);
}

export function localAttemptsRemaining(code: string, now = Date.now()): number {
  return Math.max(0, MAX_ATTEMPTS - (getRateLimitRecord(code, now)?.attempts ?? 0));
}
