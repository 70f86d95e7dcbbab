/**
 * A small fetch wrapper for the same-origin API (docs/api.md). Every call is a POST with a JSON
 * body (`{}` when the call has nothing to send) and `Content-Type: application/json`: the server refuses any other
 * type (415 `unsupported_media_type`), which a cross-site form cannot send without the browser asking first. Calls
 * that touch a code's data send it in the `x-document-code` header. Error answers, `{error, code, fields?}`, become
 * a typed ApiError.
 */

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** What a visitor reads when the server does not answer in time. */
export const TIMEOUT_ERROR_MESSAGE = 'The server is taking too long to answer. Please check your connection and try again.';
/** How long a call may take before it is given up: no hung call leaves a visitor waiting forever. */
export const DEFAULT_TIMEOUT_MS = 20_000;
const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds from the Retry-After header of a 429 answer. */
  readonly retryAfter: number | null;
  /** Field-level form errors, keyed by DocumentData field name. */
  readonly fields: Record<string, string> | null;
  /** Whether the message came from the server (a sentence meant for people). */
  readonly fromServer: boolean;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    retryAfter?: number | null;
    fields?: Record<string, string> | null;
    fromServer?: boolean;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.retryAfter = options.retryAfter ?? null;
    this.fields = options.fields ?? null;
    this.fromServer = options.fromServer ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type RequestOptions = {
  body?: unknown;
  documentCode?: string | null;
  /** The operator's token (features/operator), sent only in the `x-admin-token` header. */
  adminToken?: string | null;
  /** The caller's own cancellation (an unmounted screen): it rethrows the AbortError, not a timeout. */
  signal?: AbortSignal;
  /** Milliseconds before the call is given up with a `timeout` ApiError; `DEFAULT_TIMEOUT_MS` when left out. */
  timeoutMs?: number;
};

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const body = (payload && typeof payload === 'object' ? payload : {}) as {
    error?: unknown;
    code?: unknown;
    fields?: unknown;
  };
  const serverMessage = typeof body.error === 'string' && body.error.trim() ? body.error : null;
  const fields =
    body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : null;
  return new ApiError({
    status: response.status,
    code: typeof body.code === 'string' ? body.code : `http_${response.status}`,
    message: serverMessage ?? GENERIC_ERROR_MESSAGE,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
    fields,
    fromServer: serverMessage !== null,
  });
}

/** The error a call that ran out of time ends with (status 0, like a network failure: nothing was answered). */
function timeoutError(): ApiError {
  return new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
}

/**
 * Runs `call` with a signal that aborts when the caller's signal does or when `timeoutMs` passes, whichever is first.
 * The timer covers the whole call, body included, so a server that sends headers and then stalls is given up too.
 */
async function withTimeout<T>(
  options: RequestOptions,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const outer = options.signal;
  const forward = () => controller.abort();
  // Settles the call as soon as it is aborted, even where the transport ignores its signal.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener(
      'abort',
      () => reject(timedOut ? timeoutError() : new DOMException('The call was cancelled.', 'AbortError')),
      { once: true },
    );
  });
  aborted.catch(() => {});
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', forward, { once: true });
  try {
    return await Promise.race([call(controller.signal), aborted]);
  } catch (error) {
    if (timedOut) throw timeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

const isAbort = (error: unknown) =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

/** The POST a call sends: the same for a call made now and one started early. */
function requestInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (options.documentCode) headers['x-document-code'] = options.documentCode;
  if (options.adminToken) headers['x-admin-token'] = options.adminToken;
  return { method: 'POST', headers, body: JSON.stringify(options.body ?? {}), credentials: 'same-origin' };
}

/**
 * Calls a page will make as soon as it draws, started by the entry while the app's code is still downloading
 * (app/early-requests.ts): the page's own identical call takes the answer instead of asking again, so its data is not
 * one more network round trip behind its code, and a page can draw with an answer that has already arrived
 * (`arrivedEarly`) instead of drawing a loading state first. An answer is taken once, and only while it is fresh: an
 * identical call made later (a poll, another page) asks the server itself.
 */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;
type EarlyCall = { answer: Promise<Response>; startedAt: number; json?: unknown; taken?: boolean };
const earlyCalls = new Map<string, EarlyCall>();
const earlyKey = (endpoint: string, options: RequestOptions) =>
  JSON.stringify([endpoint, options.documentCode ?? null, options.body ?? {}]);

/** The early call under `key` while it is fresh; a stale one is forgotten. */
function freshEarlyCall(key: string): EarlyCall | undefined {
  const early = earlyCalls.get(key);
  if (early === undefined || Date.now() - early.startedAt <= EARLY_ANSWER_MAX_AGE_MS) return early;
  earlyCalls.delete(key);
  return undefined;
}

/** Forgets every early call: for tests, whose files share one window and so this module. */
export function forgetEarlyCalls(): void {
  earlyCalls.clear();
}

/** Starts a call early (see `earlyCalls`); resolves with its answer's JSON (null when it failed), to start the next. */
export function startEarlyCall(endpoint: string, options: Pick<RequestOptions, 'body' | 'documentCode'>): Promise<unknown> {
  const early: EarlyCall = { answer: fetch(endpoint, requestInit(options)), startedAt: Date.now() };
  earlyCalls.set(earlyKey(endpoint, options), early);
  return early.answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((json) => {
      if (json !== null) early.json = json;
      return json;
    })
    .catch(() => null);
}

/** The successful answer of a call started early, when it has already arrived (without taking it). */
export function arrivedEarly<T>(endpoint: string, options: Pick<RequestOptions, 'body' | 'documentCode'>): T | undefined {
  if (earlyCalls.size === 0) return undefined;
  return freshEarlyCall(earlyKey(endpoint, options))?.json as T | undefined;
}

/**
 * The early call's answer for the page's own identical call, once. Its JSON stays `arrivedEarly` while fresh: a page
 * that drew with it keeps it as SWR's fallback until its own call has answered (an answer that vanished from the
 * fallback meanwhile left /download on 'Checking your document...': SWR saw the call's answer as the data already
 * drawn, and drew nothing more).
 */
function takeEarlyCall(endpoint: string, options: RequestOptions): Promise<Response> | undefined {
  if (earlyCalls.size === 0 || options.adminToken) return undefined;
  const early = freshEarlyCall(earlyKey(endpoint, options));
  if (early === undefined || early.taken) return undefined;
  early.taken = true;
  return early.answer;
}

async function send(endpoint: string, options: RequestOptions, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await (takeEarlyCall(endpoint, options) ?? fetch(endpoint, { ...requestInit(options), signal }));
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Sends the request and reads the whole answer as a blob; gives it up after the timeout. The answer's headers are
 * returned with it (a download's file name is in Content-Disposition).
 */
export async function apiRequestBlob(
  endpoint: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; headers: Headers }> {
  return withTimeout(options, async (signal) => {
    const response = await send(endpoint, options, signal);
    try {
      return { blob: await response.blob(), headers: response.headers };
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
    }
  });
}

/** Sends the request and parses the JSON answer; gives it up after the timeout. */
export async function apiRequest<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
  return withTimeout(options, async (signal) => {
    const response = await send(endpoint, options, signal);
    try {
      return (await response.json()) as T;
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: GENERIC_ERROR_MESSAGE,
      });
    }
  });
}

/**
 * The server's sentence when a limit refused the call (issue 24): a 429, or a busy 503 with Retry-After. Every such
 * sentence ends with when to try again (the API's, API Gateway's and the web firewall's alike), so a toast shows it
 * in place of its own 'try again later'. Null for any other error.
 */
export const limitMessage = (error: unknown): string | null =>
  isApiError(error) && error.fromServer && (error.status === 429 || (error.status === 503 && error.retryAfter !== null))
    ? error.message
    : null;

/** The message to show for an error: the server's sentence when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.code === 'network_error' || error.code === 'timeout')) {
    return error.message;
  }
  return fallback;
}
