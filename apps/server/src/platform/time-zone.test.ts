import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './time-zone.ts';

describe('canonicalTimeZone', () => {
  it('answers the canonical IANA name', () => {
    expect(canonicalTimeZone('Asia/Bangkok')).toBe('Asia/Bangkok');
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('refuses unknown zones and raw offsets', () => {
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('+07:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('Asia/Bangkok; drop table')).toBeNull();
  });
});
