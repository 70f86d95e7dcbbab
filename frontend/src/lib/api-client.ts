/**
 * A small fetch wrapper for the same-origin API (docs/api.md). Every call is a POST with a JSON
 * body; calls that touch a code's data send it in the `x-document-code` header. Error answers,
 * `{error, code, fields?}`, become a typed ApiError.
 */

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
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
  signal?: AbortSignal;
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

/** Sends the request and returns the raw response when it is a success (2xx). */
export async function apiRequestRaw(endpoint: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.documentCode) headers['x-document-code'] = options.documentCode;

  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Sends the request and parses the JSON answer. */
export async function apiRequest<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequestRaw(endpoint, options);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: GENERIC_ERROR_MESSAGE,
    });
  }
}

/** The message to show for an error: the server's sentence when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.code === 'network_error')) return error.message;
  return fallback;
}
