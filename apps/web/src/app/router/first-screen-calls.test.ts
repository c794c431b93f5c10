import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { sessionStore } from '../session/session-store.ts';
import { startFirstScreenCalls } from './first-screen-calls.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let urls: string[];

/** Lets the calls leave: they are sent after the tenant's (here absent) readiness, a microtask later. */
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));

function openAt(address: string) {
  vi.stubGlobal('window', {
    location: new URL(address),
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    addEventListener: () => undefined,
  });
}

beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ success: true, data: [], pagination: { total: 0 } }));
    }),
  );
});

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('startFirstScreenCalls', () => {
  it("starts the course search's results and subjects with the session, and the page's calls take them", async () => {
    openAt('http://kru.test/courses/search-courses');
    sessionStore.signIn('token', { id: 1 } as never);
    startFirstScreenCalls();
    await sent();
    expect(urls).toEqual(['/api/v1/courses?course_type=subject&page=1', '/api/v1/public/subjects']);
    await api.page('/courses', { query: { courseType: 'subject', page: 1 } });
    await api.get('/public/subjects');
    expect(urls).toHaveLength(2);
  });

  it("starts the skills' own results on the skills search", async () => {
    openAt('http://kru.test/skills/search-skills');
    sessionStore.signIn('token', { id: 1 } as never);
    startFirstScreenCalls();
    await sent();
    expect(urls[0]).toBe('/api/v1/courses?course_type=skill&page=1');
  });

  it("starts a student's home page calls on the home page, and a tutor's on theirs", async () => {
    openAt('http://kru.test/');
    sessionStore.signIn('token', { id: 1, role: 'student' } as never);
    startFirstScreenCalls();
    await sent();
    expect(urls).toEqual([
      '/api/v1/dashboard/homepage',
      '/api/v1/user/courses?status=ongoing&page=1',
      '/api/v1/study-plans/current',
    ]);
    urls = [];
    sessionStore.clear();
    openAt('http://kru.test/');
    sessionStore.signIn('token', { id: 2, role: 'teacher' } as never);
    startFirstScreenCalls();
    await sent();
    expect(urls).toEqual(['/api/v1/dashboard/tutor', '/api/v1/tutoring/pending']);
  });

  it('starts nothing without a session, on a filtered search or on another page', async () => {
    openAt('http://kru.test/courses/search-courses');
    startFirstScreenCalls();
    openAt('http://kru.test/courses/search-courses?keyword=algebra');
    sessionStore.signIn('token', { id: 1 } as never);
    startFirstScreenCalls();
    openAt('http://kru.test/courses/my-courses');
    sessionStore.signIn('token', { id: 1 } as never);
    startFirstScreenCalls();
    await sent();
    expect(urls).toEqual([]);
  });
});
