import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setTenancy } from '../api/client.ts';
import { dialogs } from '../overlays/dialogs.ts';
import { startTenant } from './tenant.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

interface Call {
  path: string;
  subdomain: string | null;
}
let calls: Call[];

/** A server with one tenant served on `bright.example`, whose id is `tenantId` (active while `active`). */
function server(state: { tenantId: number; active: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const subdomain = new Headers(init.headers).get('x-subdomain');
      calls.push({ path: url.replace('/api/v1', ''), subdomain });
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
      if (url.startsWith('/api/v1/public/subdomain')) {
        const tenant = { id: state.tenantId, title: 'Bright School', url: 'https://bright.example' };
        return json(200, {
          success: true,
          data: state.active ? { ...tenant, is_active: true, logo_url: null } : null,
        });
      }
      if (subdomain && (!state.active || subdomain !== String(state.tenantId))) {
        return json(400, {
          success: false,
          message: 'This school or partner site is not available.',
          code: 'BAD_REQUEST',
        });
      }
      return json(200, { success: true, data: { ok: true } });
    }),
  );
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { origin: 'https://bright.example' },
    addEventListener: () => undefined,
  });
  vi.spyOn(dialogs, 'open').mockResolvedValue('dialog');
});

afterEach(() => {
  setTenancy(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startTenant', () => {
  it("detects the site's tenant first and sends its id on every call", async () => {
    server({ tenantId: 3, active: true });
    startTenant();
    await api.get('/user');
    expect(calls).toEqual([
      { path: '/public/subdomain?url=https%3A%2F%2Fbright.example', subdomain: null },
      { path: '/user', subdomain: '3' },
    ]);
    expect(window.localStorage.getItem('kru.subdomain')).toBe('3');
  });

  it('forgets an id the server no longer knows, detects once more and sends the call again', async () => {
    const state = { tenantId: 3, active: true };
    server(state);
    startTenant();
    await api.get('/user');
    state.active = false;
    calls = [];
    await expect(api.get('/user')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => [call.path.split('?')[0], call.subdomain])).toEqual([
      ['/user', '3'],
      ['/public/subdomain', null],
      ['/user', null],
    ]);
    expect(window.localStorage.getItem('kru.subdomain')).toBeNull();
  });

  it('takes the tenant the server wrote into the page: calls leave at once with its id, and a refused id is detected again', async () => {
    const state = { tenantId: 3, active: true };
    server(state);
    startTenant({
      id: 3,
      title: 'Bright School',
      url: 'https://bright.example',
      isActive: true,
      logoUrl: null,
    });
    await api.get('/user');
    expect(calls).toEqual([{ path: '/user', subdomain: '3' }]);
    state.active = false;
    calls = [];
    await expect(api.get('/user')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => [call.path.split('?')[0], call.subdomain])).toEqual([
      ['/user', '3'],
      ['/public/subdomain', null],
      ['/user', null],
    ]);
  });
});
