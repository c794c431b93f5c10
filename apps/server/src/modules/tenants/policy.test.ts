import { describe, expect, it } from 'vitest';
import { changedFields, hostTaken, isMainHost, visibleSubdomains } from './policy.ts';

describe('visibleSubdomains', () => {
  const active = [{ id: 1 }, { id: 2 }];
  it('shows a main-marketplace user every active subdomain', () => {
    expect(visibleSubdomains({ subdomainId: null }, active)).toEqual(active);
  });
  it('shows a tenant user only their own', () => {
    expect(visibleSubdomains({ subdomainId: 2 }, active)).toEqual([{ id: 2 }]);
    expect(visibleSubdomains({ subdomainId: 3 }, active)).toEqual([]);
  });
});

describe('hostTaken', () => {
  const existing = [{ id: 1, url: 'https://bright.kru.app' }];
  it('compares hosts, ignoring scheme, port, path and case', () => {
    expect(hostTaken('http://BRIGHT.kru.app:8080/x', existing)).toBe(true);
    expect(hostTaken('https://other.kru.app', existing)).toBe(false);
  });
  it('lets a subdomain keep its own host', () => {
    expect(hostTaken('https://bright.kru.app/', existing, 1)).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only real changes', () => {
    const before = { title: 'A', url: 'https://a.kru.app', isActive: true, logoUrl: null };
    expect(changedFields(before, { title: 'A', isActive: false, logoUrl: undefined })).toEqual({
      isActive: [true, false],
    });
  });
});

describe('isMainHost', () => {
  it('compares the host with the main marketplace’s', () => {
    expect(isMainHost('https://KRU.app/x', 'https://kru.app')).toBe(true);
    expect(isMainHost('https://school.kru.app', 'https://kru.app')).toBe(false);
  });
});
