import { describe, expect, it } from 'vitest';
import { actorMayActOn, parseSubdomainHeader } from './tenancy.ts';

describe('parseSubdomainHeader', () => {
  it('is null without a header (the main marketplace)', () => {
    expect(parseSubdomainHeader(undefined)).toBeNull();
    expect(parseSubdomainHeader('')).toBeNull();
    expect(parseSubdomainHeader('  ')).toBeNull();
  });

  it('reads one positive integer', () => {
    expect(parseSubdomainHeader('7')).toBe(7);
    expect(parseSubdomainHeader(' 42 ')).toBe(42);
    expect(parseSubdomainHeader('2147483647')).toBe(2147483647);
  });

  it('refuses anything else', () => {
    for (const value of ['0', '-1', '1.5', '1e3', '07', 'abc', 'null', '2147483648', '99999999999', '1,2']) {
      expect(parseSubdomainHeader(value), value).toBe('invalid');
    }
    expect(parseSubdomainHeader(['1', '2'])).toBe('invalid');
  });
});

describe('actorMayActOn', () => {
  const tenant = { id: 3 };
  it('lets a user act on their own tenant only', () => {
    expect(actorMayActOn({ role: 'student', subdomainId: 3 }, tenant)).toBe(true);
    expect(actorMayActOn({ role: 'student', subdomainId: 3 }, null)).toBe(false);
    expect(actorMayActOn({ role: 'teacher', subdomainId: 4 }, tenant)).toBe(false);
    expect(actorMayActOn({ role: 'teacher', subdomainId: null }, tenant)).toBe(false);
    expect(actorMayActOn({ role: 'teacher', subdomainId: null }, null)).toBe(true);
  });

  it('lets an admin of the main marketplace act on every tenant', () => {
    expect(actorMayActOn({ role: 'admin', subdomainId: null }, tenant)).toBe(true);
    expect(actorMayActOn({ role: 'admin', subdomainId: null }, null)).toBe(true);
    expect(actorMayActOn({ role: 'admin', subdomainId: 4 }, tenant)).toBe(false);
  });
});
