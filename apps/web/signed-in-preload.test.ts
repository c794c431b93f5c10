import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyGetsScript } from './signed-in-preload.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let sent: Array<{ url: string; headers: Record<string, string> }>;
/** The elements the script added to the page's head. */
let added: Array<Record<string, string>>;

/**
 * A page at `address` with `stored` in its browser storage and `bootTenant` in its boot data: runs the page's
 * early GETs script there, then loads the app's API client (its language is read from storage when it loads).
 */
async function openPage(address: string, stored: Record<string, string>, bootTenant?: { id: number } | null) {
  sent = [];
  added = [];
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  const location = new URL(address);
  const window: Record<string, unknown> = {
    localStorage: storage,
    sessionStorage: new MemoryStorage(),
    location,
    addEventListener: () => undefined,
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', location);
  const document = {
    getElementById: (id: string) =>
      id === 'kru-boot' && bootTenant !== undefined
        ? { textContent: JSON.stringify({ site_config: {}, tenant: bootTenant }) }
        : null,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, string>) => void added.push(element) },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: Object.fromEntries(new Headers(init.headers).entries()) });
      const data = url.startsWith('/api/v1/courses?') ? [{ thumbnail: '/thumbnails/maths.svg' }] : { url };
      return new Response(JSON.stringify({ success: true, data }));
    }),
  );
  // The document only for the script: the client's modules take a global one for a browser's. In a browser the
  // window is the global object, where the client looks for the early GETs.
  new Function('document', 'window', earlyGetsScript())(document, window);
  (globalThis as Record<string, unknown>).__kruEarlyGets = window.__kruEarlyGets;
  vi.resetModules();
  const { api } = await import('./src/app/api/client.ts');
  const { startFirstCallsAt } = await import('./src/app/router/first-screen-calls.ts');
  const { sessionStore } = await import('./src/app/session/index.ts');
  sessionStore.hydrate();
  return { api, startFirstCallsAt, sessionStore };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).__kruEarlyGets;
  vi.unstubAllGlobals();
});

const STUDENT = JSON.stringify({ id: 1, role: 'student' });

describe("the page's early GETs script (signed-in-preload.ts)", () => {
  it("sends GET /user and the home page's calls with the client's headers, and the client takes them", async () => {
    const { api, startFirstCallsAt } = await openPage(
      'http://kru.test/',
      { 'kru.token': 'tok', 'kru.user': STUDENT, 'kru.language': 'th', 'kru.subdomain': '7' },
      { id: 7 },
    );
    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/user',
      '/api/v1/dashboard/homepage',
      '/api/v1/user/courses?status=ongoing&page=1',
      '/api/v1/study-plans/current',
    ]);
    expect(sent[0]!.headers).toEqual({
      accept: 'application/json',
      'accept-language': 'th',
      authorization: 'Bearer tok',
      'x-subdomain': '7',
    });
    // The app's own first calls, as the entry makes them: none goes out again.
    startFirstCallsAt(new URL('http://kru.test/'));
    await expect(api.get('/user')).resolves.toEqual({ url: '/api/v1/user' });
    await expect(api.get('/dashboard/homepage')).resolves.toEqual({ url: '/api/v1/dashboard/homepage' });
    await api.page('/user/courses', { query: { status: 'ongoing', page: 1 } });
    await api.get('/study-plans/current');
    expect(sent).toHaveLength(4);
  });

  it("sends the course search's calls at the bare address only, and a tutor's home calls for a tutor", async () => {
    const { api } = await openPage('http://kru.test/courses/search-courses', { 'kru.token': 'tok' });
    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/user',
      '/api/v1/courses?course_type=subject&page=1',
      '/api/v1/public/subjects',
    ]);
    await api.page('/courses', { query: { courseType: 'subject', page: 1 } });
    expect(sent).toHaveLength(3);
    // The first card's picture is asked for as the results arrive, before the page is drawn.
    await vi.waitFor(() =>
      expect(added).toEqual([{ tag: 'link', rel: 'preload', as: 'image', href: '/thumbnails/maths.svg' }]),
    );

    await openPage('http://kru.test/courses/search-courses?keyword=algebra', { 'kru.token': 'tok' });
    expect(sent.map((call) => call.url)).toEqual(['/api/v1/user']);

    await openPage('http://kru.test/', {
      'kru.token': 'tok',
      'kru.user': JSON.stringify({ role: 'teacher' }),
    });
    expect(sent.map((call) => call.url)).toEqual([
      '/api/v1/user',
      '/api/v1/dashboard/tutor',
      '/api/v1/tutoring/pending',
    ]);
  });

  it('sends nothing without a stored session; a tenant the boot data names wins over the stored one', async () => {
    await openPage('http://kru.test/', { 'kru.user': STUDENT });
    expect(sent).toEqual([]);

    const { api } = await openPage('http://kru.test/', { 'kru.token': 'tok', 'kru.subdomain': '7' }, null);
    expect(sent[0]!.headers['x-subdomain']).toBeUndefined();
    // The client still holds the stored tenant (the boot data is adopted when the entry starts), so it asks again.
    await api.get('/user');
    expect(sent.map((call) => call.url)).toEqual(['/api/v1/user', '/api/v1/user']);
    expect(sent[1]!.headers['x-subdomain']).toBe('7');
  });
});
