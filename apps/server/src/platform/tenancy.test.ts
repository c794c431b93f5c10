import { describe, expect, it } from 'vitest';
import type { Db } from './db/client.ts';
import { actorMayActOn, parseSubdomainHeader, TenantDirectory } from './tenancy.ts';

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

describe('TenantDirectory.activeByHost', () => {
  const tenant = (id: number, url: string, isActive = true) => ({
    id,
    title: `Tenant ${id}`,
    url,
    logoUrl: null,
    isActive,
  });
  /** A database whose subdomains query answers `rows` (already in the directory's order). */
  const dbAnswering = (rows: unknown[]) => {
    const query = { from: () => query, orderBy: () => Promise.resolve(rows) };
    return { select: () => query } as unknown as Db;
  };

  it('finds the active tenant served on a host', async () => {
    const directory = new TenantDirectory(
      dbAnswering([
        tenant(1, 'https://old.example.com', false),
        tenant(2, 'https://school.example.com:8443/'),
        tenant(3, 'https://Old.Example.com'),
      ]),
    );
    expect((await directory.activeByHost('school.example.com'))?.id).toBe(2);
    expect((await directory.activeByHost('old.example.com'))?.id).toBe(3);
    expect(await directory.activeByHost('example.com')).toBeUndefined();
  });

  it('answers the first of two active tenants on one host, in the list order', async () => {
    const directory = new TenantDirectory(
      dbAnswering([tenant(5, 'https://a.example.com'), tenant(4, 'http://a.example.com')]),
    );
    expect((await directory.activeByHost('a.example.com'))?.id).toBe(5);
  });
});
