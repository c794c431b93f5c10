import type { ErrorEnvelope, Pagination } from '@kru/contract';
import { API_BASE_PATH, LIMITS, STORAGE_KEYS } from '@kru/contract/limits';
import { i18n, requestLanguage } from '../../i18n/index.ts';
import { showWarningDialog } from '../overlays/warning-dialog.tsx';
import { reportError } from '../report.ts';
import { EARLY_GET_HEADERS, EARLY_GETS_GLOBAL, type PageEarlyGet } from '../router/first-screen-table.ts';
import { sessionStore } from '../session/session-store.ts';
import { safeLocalStorage } from '../storage.ts';
import { type Camelized, camelizeKeys, snakeizeKeys, toSnakeCase } from './case.ts';
import { ApiError, RequestCancelledError } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface ApiRequestOptions {
  /** camelCase keys are sent as snake_case; FormData and Blob bodies are sent as they are. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Aborting it rejects with a `RequestCancelledError` (see `isCancel`) and shows nothing. */
  signal?: AbortSignal;
  /** No Warning dialog on failure: the caller shows the error itself (inline, in a form). */
  silent?: boolean;
  /** Sent at once without `x-subdomain`: the tenant detection itself. */
  withoutTenant?: boolean;
  /** Extra headers of this call (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Completed even when the page is being left (fetch `keepalive`; the body must stay small). */
  keepalive?: boolean;
  /** A successful answer is a file (a PDF), not the JSON envelope: resolved as a Blob. Failures stay JSON. */
  binary?: boolean;
}

/**
 * How calls follow the tenant (spec 7: `x-subdomain` when a subdomain is detected): each waits for the detection
 * started at app start, and an answer that the stored subdomain is unknown triggers `redetect` (true when the
 * call may be sent again).
 */
export interface Tenancy {
  ready: Promise<unknown>;
  redetect: () => Promise<boolean>;
}

let tenancy: Tenancy | null = null;

export function setTenancy(next: Tenancy | null): void {
  tenancy = next;
}

export const REQUEST_TIMEOUT_MESSAGE =
  'Request timed out, we can not reach the server. please check your internet connection and try again.';
const NOT_ALLOWED_MESSAGE = 'Sorry, You are not allowed to access the requested resource.';

/** The server words its answers in the language the request asked for (Accept-Language). */
function isNotAllowedMessage(message: string): boolean {
  return message === NOT_ALLOWED_MESSAGE || message === i18n.t('api.unauthenticated');
}

/**
 * A 400 saying the `x-subdomain` sent is unknown, inactive or malformed (the contract's `unknown_subdomain` and
 * `subdomain_invalid`).
 */
function isUnknownTenantAnswer(status: number, message: string): boolean {
  return (
    status === 400 &&
    (message === i18n.t('api.unknown_subdomain') || message === i18n.t('api.subdomain_invalid'))
  );
}

interface SuccessEnvelope {
  success: true;
  data?: unknown;
  pagination?: Pagination;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(toSnakeCase(key), String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function buildHeaders(
  hasJsonBody: boolean,
  withTenant: boolean,
  extra: Record<string, string> = {},
): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json', 'Accept-Language': requestLanguage() });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const token = safeLocalStorage.get(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const subdomain = safeLocalStorage.get(STORAGE_KEYS.subdomain);
  if (subdomain && withTenant) headers.set('x-subdomain', subdomain);
  return headers;
}

/** The headers every API call carries (language, bearer token, tenant), for calls made by a library (uploads). */
export function apiHeaders(): Record<string, string> {
  return Object.fromEntries(buildHeaders(false, true).entries());
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(snakeizeKeys(body));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isSuccess(body: unknown): body is SuccessEnvelope {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}

function asFailure(body: unknown): Partial<ErrorEnvelope> {
  return typeof body === 'object' && body !== null ? (body as Partial<ErrorEnvelope>) : {};
}

/** Reports the failure (not a 400) and, unless silent, shows the Warning dialog. */
function surface(error: ApiError, silent: boolean, shownMessage = error.message): ApiError {
  if (error.status !== 400) reportError(error, 'warning');
  if (!silent) showWarningDialog(shownMessage);
  return error;
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions,
  retried = false,
): Promise<SuccessEnvelope> {
  const { body, query, signal, silent = false, withoutTenant = false } = options;
  if (!withoutTenant) await tenancy?.ready;
  if (signal?.aborted) throw new RequestCancelledError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.requestTimeoutMs);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller);
  const encoded = encodeBody(body);
  const url = buildUrl(path, query);
  const init: RequestInit = {
    method,
    headers: buildHeaders(typeof encoded === 'string', !withoutTenant, options.headers),
    body: encoded,
    credentials: 'include',
    signal: controller.signal,
    keepalive: options.keepalive,
  };
  const early =
    method === 'GET' && !options.binary ? takePageEarlyGet(url, init.headers as Headers) : undefined;
  let unknownTenant: ApiError | undefined;
  try {
    const response = await (early
      ? untilAborted(
          early.catch(() => fetch(url, init)),
          controller.signal,
        )
      : fetch(url, init));
    if (response.ok && options.binary) return { success: true, data: await response.blob() };
    const payload = await readJson(response);
    if (response.ok && isSuccess(payload)) return payload;
    const failure = asFailure(payload);
    const error = new ApiError(failure.message || response.statusText || i18n.t('errors.unexpected'), {
      status: response.status,
      code: failure.code ?? 'BAD_RESPONSE',
      fieldErrors: failure.errors,
      errorId: failure.error_id,
      details: camelizeKeys(failure.details ?? {}),
    });
    if (!retried && !withoutTenant && isUnknownTenantAnswer(response.status, error.message)) {
      unknownTenant = error;
    } else if (response.status === 401 && isNotAllowedMessage(error.message)) {
      sessionStore.clear();
      throw error;
    } else {
      throw surface(error, silent);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw new RequestCancelledError();
    if (timedOut) {
      throw surface(
        new ApiError(REQUEST_TIMEOUT_MESSAGE, { status: 0, code: 'TIMEOUT' }),
        silent,
        i18n.t('errors.timeout'),
      );
    }
    if (isAbortError(error)) {
      console.warn('Request aborted', method, path);
      throw new ApiError('Request aborted', { status: 0, code: 'ABORTED' });
    }
    throw surface(new ApiError(i18n.t('errors.network'), { status: 0, code: 'NETWORK_ERROR' }), silent);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
  // The server refused the stored tenant before doing anything: detect it again and send the call once more.
  if (await tenancy?.redetect()) return send(method, path, options, true);
  throw surface(unknownTenant!, silent);
}

/** How long an early answer waits for its page: one the page never asked for is dropped, never served stale. */
const EARLY_ANSWER_TTL_MS = 30_000;

/**
 * The answer to a GET of `url` that the page's own script started before this code had loaded
 * (app/router/first-screen-table.ts), taken once; none when it was sent with other headers (a language switched
 * or a tenant detected since), or is too old.
 */
function takePageEarlyGet(url: string, headers: Headers): Promise<Response> | undefined {
  const gets = (globalThis as { [EARLY_GETS_GLOBAL]?: Record<string, PageEarlyGet> })[EARLY_GETS_GLOBAL];
  const early = gets?.[url];
  if (!early) return undefined;
  delete gets[url];
  if (Date.now() - early.at > EARLY_ANSWER_TTL_MS) return undefined;
  const same = EARLY_GET_HEADERS.every((name) => (headers.get(name) ?? undefined) === early.headers[name]);
  return same ? early.response : undefined;
}

/** `response`, or an AbortError once `signal` aborts (the page's early GET cannot be cancelled itself). */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    response.then(resolve, reject);
  });
}
const earlyAnswers = new Map<string, { at: number; answer: Promise<SuccessEnvelope> }>();

/**
 * Starts a GET a page is about to make while its code is still loading (the route table asks, see
 * app/router/create-router.tsx), so a first visit waits for the code and the data side by side instead of one
 * after the other. The page's own call of the same URL takes this answer, once; if it failed, the page's call is
 * sent again and fails or succeeds as usual.
 */
export function startEarlyGet(path: string, query?: ApiRequestOptions['query']): void {
  const url = buildUrl(path, query);
  if (earlyAnswers.has(url)) return;
  const answer = send('GET', path, { query, silent: true });
  answer.catch(() => undefined);
  earlyAnswers.set(url, { at: Date.now(), answer });
}

function sendOrTakeEarly(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions,
): Promise<SuccessEnvelope> {
  const url = buildUrl(path, options.query);
  const early = method === 'GET' ? earlyAnswers.get(url) : undefined;
  if (!early) return send(method, path, options);
  earlyAnswers.delete(url);
  if (Date.now() - early.at > EARLY_ANSWER_TTL_MS) return send(method, path, options);
  return early.answer.catch(() => send(method, path, options));
}

/**
 * Calls the API at `/api/v1{path}` and resolves with the envelope's `data`, keys camelCased (null when the
 * call returns nothing). Rejects with `ApiError` (or `RequestCancelledError` when the caller aborted).
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const envelope = await sendOrTakeEarly(method, path, options);
  return camelizeKeys(envelope.data ?? null) as T;
}

export interface PageResult<T> {
  items: T[];
  pagination: Camelized<Pagination>;
}

/** A paginated list call: the items and the envelope's pagination, both camelCased. */
export async function apiPageRequest<T>(
  path: string,
  options: Omit<ApiRequestOptions, 'body'> = {},
): Promise<PageResult<T>> {
  const envelope = await sendOrTakeEarly('GET', path, options);
  return {
    items: camelizeKeys(envelope.data ?? []) as T[],
    pagination: camelizeKeys(
      envelope.pagination ?? { total: 0, count: 0, per_page: 0, current_page: 1, total_pages: 1 },
    ),
  };
}

type Options = Omit<ApiRequestOptions, 'body'>;

/** A file the API answers (a certificate's PDF), with the same headers, tenant and errors as every call. */
export async function apiFileRequest(path: string, options: Omit<Options, 'binary'> = {}): Promise<Blob> {
  const envelope = await send('GET', path, { ...options, binary: true });
  return envelope.data as Blob;
}

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: ApiRequestOptions) => apiRequest<T>('DELETE', path, options),
  page: <T>(path: string, options?: Options) => apiPageRequest<T>(path, options),
};
