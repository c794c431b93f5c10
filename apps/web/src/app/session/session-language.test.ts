import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

/** The languages `GET /user` was asked in, and the grade title each answer carries. */
let userCalls: string[];

beforeEach(() => {
  userCalls = [];
  vi.resetModules();
  const localStorage = new MemoryStorage();
  localStorage.setItem('kru.token', 'secret');
  vi.stubGlobal('window', { localStorage, sessionStorage: new MemoryStorage(), addEventListener: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const language = new Headers(init.headers).get('accept-language') ?? '';
      if (url.endsWith('/user')) userCalls.push(language);
      const grade = { id: 1, title: language === 'th' ? 'ปีที่ 1 (Year 1)' : 'Year 1' };
      return new Response(JSON.stringify({ success: true, data: { id: 7, grade } }), { status: 200 });
    }),
  );
});

afterEach(async () => {
  // i18next is one instance for the whole file: the next test's session listens afresh.
  const { i18n } = await import('../../i18n/index.ts');
  i18n.off('languageChanged');
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

/** The modules as a page load starts them: the language stored before anything is imported. */
async function boot(storedLanguage?: string) {
  if (storedLanguage) window.localStorage.setItem('kru.language', storedLanguage);
  const i18n = await import('../../i18n/index.ts');
  const session = await import('./session-actions.ts');
  const { sessionStore } = await import('./session-store.ts');
  session.startSession();
  return { i18n, sessionStore };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the user in the interface language', () => {
  it("asks for a stored Thai at start, before Thai's texts have loaded, and only once", async () => {
    const { i18n, sessionStore } = await boot('th');
    await i18n.startI18n();
    await vi.waitFor(() => expect(sessionStore.getState().user?.grade?.title).toBe('ปีที่ 1 (Year 1)'));
    await settle();
    expect(userCalls).toEqual(['th']);
  });

  it('fetches the user again in the language switched to', async () => {
    const { i18n, sessionStore } = await boot();
    await vi.waitFor(() => expect(sessionStore.getState().user?.grade?.title).toBe('Year 1'));
    await i18n.setLanguage('th');
    await vi.waitFor(() => expect(sessionStore.getState().user?.grade?.title).toBe('ปีที่ 1 (Year 1)'));
    await i18n.setLanguage('en');
    await vi.waitFor(() => expect(sessionStore.getState().user?.grade?.title).toBe('Year 1'));
    expect(userCalls).toEqual(['en', 'th', 'en']);
  });
});
