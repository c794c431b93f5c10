import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, sessionStore } from './session-store.ts';

const user = { id: 7, email: 'learner@kru.test', firstName: 'Ada', balance: 1200 } as unknown as SessionUser;

describe('sessionStore.setUser', () => {
  afterEach(() => sessionStore.clear());

  it('tells no one when the user is the same as the one kept', () => {
    sessionStore.signIn('token', user);
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.setUser({ ...user });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStore.getState().user).toBe(user);
  });

  it('keeps a changed user and tells the listeners', () => {
    sessionStore.signIn('token', user);
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    const changed = { ...user, balance: 900 };
    sessionStore.setUser(changed);
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBe(changed);
  });
});
