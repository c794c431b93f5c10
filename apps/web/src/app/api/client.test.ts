import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../overlays/dialogs.ts';
import { sessionStore } from '../session/session-store.ts';
import { api, apiRequest, REQUEST_TIMEOUT_MESSAGE, setTenancy, startEarlyGet } from './client.ts';
import { ApiError, isCancel } from './errors.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

type FetchCall = { url: string; init: RequestInit };
let calls: FetchCall[];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    }),
  );
}

function hang() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ),
  );
}

let openDialog: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    addEventListener: () => undefined,
  });
  openDialog = vi.spyOn(dialogs, 'open').mockResolvedValue('dialog');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  setTenancy(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends snake_case JSON with the token, tenant and language, and resolves with camelCase data', async () => {
    window.localStorage.setItem('kru.token', 'secret');
    window.localStorage.setItem('kru.subdomain', '7');
    answer(200, { success: true, data: { request_key: 'abc', nested_list: [{ some_value: 1 }] } });

    const data = await api.post(
      '/register',
      { userType: 'student', termsAccepted: true },
      { query: { pageSize: 5, q: null } },
    );

    expect(data).toEqual({ requestKey: 'abc', nestedList: [{ someValue: 1 }] });
    const [call] = calls;
    expect(call?.url).toBe('/api/v1/register?page_size=5');
    expect(call?.init.body).toBe(JSON.stringify({ user_type: 'student', terms_accepted: true }));
    expect(call?.init.credentials).toBe('include');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('x-subdomain')).toBe('7');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it("sends a call's own headers, but never lets them replace the token or the language", async () => {
    window.localStorage.setItem('kru.token', 'secret');
    answer(200, { success: true, data: null });
    await api.post(
      '/admin/users/1/adjustments',
      {},
      {
        headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged', 'Accept-Language': 'th' },
      },
    );
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('idempotency-key')).toBe('k-1');
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('accept-language')).toBe('en');
  });

  it('gives null for calls that return nothing', async () => {
    answer(200, { success: true, data: null });
    await expect(apiRequest('POST', '/sign-out')).resolves.toBeNull();
  });

  it('rejects with the field errors of a validation failure, and shows the Warning dialog unless silent', async () => {
    const body = {
      success: false,
      message: 'Email is required',
      code: 'VALIDATION_FAILED',
      errors: { email: ['Email is required'] },
    };
    answer(422, body);
    const error = await api.post('/auth', {}, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: ['Email is required'] },
    });
    expect(openDialog).not.toHaveBeenCalled();

    await api.post('/auth', {}).catch(() => undefined);
    expect(openDialog).toHaveBeenCalledTimes(1);
    expect(openDialog.mock.calls[0]?.[0]).toMatchObject({ title: 'Warning' });
  });

  it('reports failures at warning level, except a 400', async () => {
    answer(400, { success: false, message: 'Bad', code: 'BAD_REQUEST' });
    await api.get('/x', { silent: true }).catch(() => undefined);
    expect(warn).not.toHaveBeenCalled();

    answer(500, { success: false, message: 'Boom', code: 'INTERNAL', error_id: 'id-1' });
    const error = await api.get('/x', { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, errorId: 'id-1' });
    expect(warn).toHaveBeenCalledWith('[report:warning]', expect.anything());
  });

  it('signs out silently on a 401 with the not-allowed message', async () => {
    sessionStore.signIn('old', { id: 1 } as Parameters<typeof sessionStore.signIn>[1]);
    answer(401, {
      success: false,
      message: 'Sorry, You are not allowed to access the requested resource.',
      code: 'UNAUTHENTICATED',
    });
    await expect(api.get('/user')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(window.localStorage.getItem('kru.token')).toBeNull();
    expect(openDialog).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('times out after 60 seconds with the spec message', async () => {
    vi.useFakeTimers();
    hang();
    const pending = api.get('/slow', { silent: true }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await pending;
    expect(error).toMatchObject({ message: REQUEST_TIMEOUT_MESSAGE, code: 'TIMEOUT', status: 0 });
  });

  it('rejects a request the caller cancelled with a cancel error and shows nothing', async () => {
    hang();
    const controller = new AbortController();
    const pending = api.get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(isCancel(await pending)).toBe(true);
    expect(openDialog).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('apiRequest and the tenant', () => {
  const unknownSubdomain = {
    success: false,
    message: 'This school or partner site is not available.',
    code: 'BAD_REQUEST',
  };

  /** Answers each call with the next of `bodies` (status from the body's success). */
  function answerInTurn(...bodies: Array<{ status: number; body: unknown }>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        const next = bodies.shift() ?? { status: 200, body: { success: true, data: null } };
        return new Response(JSON.stringify(next.body), { status: next.status });
      }),
    );
  }

  it('waits for the detection before sending, then sends the detected subdomain', async () => {
    let detected: () => void = () => undefined;
    setTenancy({
      ready: new Promise<void>((resolve) => {
        detected = () => {
          window.localStorage.setItem('kru.subdomain', '4');
          resolve();
        };
      }),
      redetect: async () => false,
    });
    answer(200, { success: true, data: null });
    const pending = api.get('/user');
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    detected();
    await pending;
    expect(new Headers(calls[0]?.init.headers).get('x-subdomain')).toBe('4');
  });

  it('sends the detection call itself at once and without x-subdomain', async () => {
    window.localStorage.setItem('kru.subdomain', '9');
    setTenancy({ ready: new Promise(() => undefined), redetect: async () => false });
    answer(200, { success: true, data: null });
    await api.get('/public/subdomain', { query: { url: 'http://a.example' }, withoutTenant: true });
    expect(new Headers(calls[0]?.init.headers).has('x-subdomain')).toBe(false);
  });

  it('on an unknown subdomain, detects the tenant again and sends the call once more', async () => {
    window.localStorage.setItem('kru.subdomain', '9');
    const redetect = vi.fn(async () => {
      window.localStorage.removeItem('kru.subdomain');
      return true;
    });
    setTenancy({ ready: Promise.resolve(), redetect });
    answerInTurn(
      { status: 400, body: unknownSubdomain },
      { status: 200, body: { success: true, data: { id: 1 } } },
    );
    await expect(api.post('/auth', { email: 'a@b.c' })).resolves.toEqual({ id: 1 });
    expect(redetect).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => new Headers(call.init.headers).get('x-subdomain'))).toEqual(['9', null]);
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('shows the refusal when the second try is refused too, or no detection was possible', async () => {
    setTenancy({ ready: Promise.resolve(), redetect: async () => true });
    answerInTurn({ status: 400, body: unknownSubdomain }, { status: 400, body: unknownSubdomain });
    await expect(api.get('/user')).rejects.toMatchObject({ status: 400, message: unknownSubdomain.message });
    expect(calls).toHaveLength(2);
    expect(openDialog).toHaveBeenCalledTimes(1);

    calls = [];
    setTenancy({ ready: Promise.resolve(), redetect: async () => false });
    answerInTurn({ status: 400, body: unknownSubdomain });
    await expect(api.get('/user', { silent: true })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(1);
  });
});

describe('startEarlyGet', () => {
  it("answers the page's own call of the same URL once, without a second request", async () => {
    answer(200, { success: true, data: [{ course_type: 'subject' }], pagination: { total: 1 } });
    startEarlyGet('/early/courses', { courseType: 'subject', page: 1 });
    const first = await api.page<{ courseType: string }>('/early/courses', {
      query: { keyword: undefined, courseType: 'subject', page: 1 },
    });
    expect(first.items).toEqual([{ courseType: 'subject' }]);
    expect(calls).toHaveLength(1);
    await api.page('/early/courses', { query: { courseType: 'subject', page: 1 } });
    expect(calls).toHaveLength(2);
  });

  it('leaves other URLs and methods alone', async () => {
    answer(200, { success: true, data: { ok: true } });
    startEarlyGet('/early/subjects');
    await api.get('/early/subjects', { query: { page: 2 } });
    await api.post('/early/subjects');
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/v1/early/subjects',
      'GET /api/v1/early/subjects?page=2',
      'POST /api/v1/early/subjects',
    ]);
  });

  it("sends the page's call again when the early one failed, with the page's own error handling", async () => {
    answer(500, { success: false, message: 'Something went wrong' });
    startEarlyGet('/early/failing');
    await expect(api.get('/early/failing')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
    expect(openDialog).toHaveBeenCalledTimes(1);
  });
});

describe("the page's own early GETs (app/router/first-screen-table.ts)", () => {
  const EARLY = '__kruEarlyGets';
  /** As the page's script leaves one: sent with `headers`, answering `body`. */
  function leaveEarly(
    url: string,
    headers: Record<string, string>,
    response: Promise<Response>,
    at = Date.now(),
  ) {
    response.catch(() => undefined);
    const global = globalThis as Record<string, unknown>;
    global[EARLY] = { ...(global[EARLY] as object | undefined), [url]: { at, headers, response } };
  }
  const okResponse = (data: unknown) =>
    Promise.resolve(new Response(JSON.stringify({ success: true, data })));
  const signedIn = { 'accept-language': 'en', authorization: 'Bearer page-token' };

  beforeEach(() => {
    window.localStorage.setItem('kru.token', 'page-token');
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY];
  });

  it('takes the answer once when it was sent with the headers the client would send', async () => {
    answer(200, { success: true, data: { from: 'client' } });
    leaveEarly('/api/v1/user', signedIn, okResponse({ from: 'page' }));
    await expect(api.get('/user')).resolves.toEqual({ from: 'page' });
    expect(calls).toHaveLength(0);
    await expect(api.get('/user')).resolves.toEqual({ from: 'client' });
    expect(calls).toHaveLength(1);
  });

  it('sends its own call when the early one had another language, token or tenant, or is old', async () => {
    answer(200, { success: true, data: { from: 'client' } });
    leaveEarly('/api/v1/a', { ...signedIn, 'accept-language': 'th' }, okResponse({ from: 'page' }));
    leaveEarly(
      '/api/v1/b',
      { ...signedIn, authorization: 'Bearer someone-else' },
      okResponse({ from: 'page' }),
    );
    leaveEarly('/api/v1/c', { ...signedIn, 'x-subdomain': '3' }, okResponse({ from: 'page' }));
    leaveEarly('/api/v1/d', signedIn, okResponse({ from: 'page' }), Date.now() - 31_000);
    for (const path of ['/a', '/b', '/c', '/d'])
      await expect(api.get(path)).resolves.toEqual({ from: 'client' });
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c', '/api/v1/d']);
  });

  it('sends its own call when the early one never reached the server', async () => {
    answer(200, { success: true, data: { from: 'client' } });
    leaveEarly('/api/v1/user', signedIn, Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/user')).resolves.toEqual({ from: 'client' });
    expect(calls).toHaveLength(1);
  });

  it("handles the early answer's failure as its own: a 401 ends the session", async () => {
    sessionStore.signIn('page-token', { id: 1 } as never);
    answer(200, { success: true, data: {} });
    const refused = new Response(
      JSON.stringify({
        success: false,
        message: 'Sorry, You are not allowed to access the requested resource.',
      }),
      { status: 401 },
    );
    leaveEarly('/api/v1/user', signedIn, Promise.resolve(refused));
    await expect(api.get('/user', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(0);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('times out an early answer that never comes, as any call', async () => {
    vi.useFakeTimers();
    answer(200, { success: true, data: {} });
    leaveEarly('/api/v1/user', signedIn, new Promise<Response>(() => undefined));
    const pending = api.get('/user', { silent: true });
    const failed = expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(60_000);
    await failed;
  });
});
