import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../platform/config.ts';
import { parentLinks, parentLinkToken, readParentLinkToken } from './unsubscribe-link.ts';

const config: Config = loadConfig({
  NODE_ENV: 'test',
  STORAGE_SECRET: 'one-secret',
  APP_URL: 'https://kru.test',
});
const other: Config = { ...config, storageSecret: 'another-secret' };

describe('parent links', () => {
  it('read back the student and the contact (lower-cased) they were signed for', () => {
    const token = parentLinkToken(config, { studentId: 42, email: 'Mum@Family.test' });
    expect(readParentLinkToken(config, token)).toEqual({ studentId: 42, email: 'mum@family.test' });
  });

  it('refuse a changed, cut, foreign or made-up token', () => {
    const token = parentLinkToken(config, { studentId: 42, email: 'mum@family.test' });
    const [id, email, mac] = token.split('.') as [string, string, string];
    const dad = parentLinkToken(config, { studentId: 42, email: 'dad@family.test' }).split('.')[1];
    for (const bad of [
      `43.${email}.${mac}`,
      `${id}.${dad}.${mac}`,
      `${id}.${email}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      token.slice(0, -4),
      `${token}.x`,
      '',
      'x.y.z',
    ]) {
      expect(readParentLinkToken(config, bad), bad).toBeNull();
    }
    expect(readParentLinkToken(other, token)).toBeNull();
  });

  it('point at the confirming page and at the one-click endpoint', () => {
    const links = parentLinks(config, { studentId: 7, email: 'mum@family.test' });
    const token = parentLinkToken(config, { studentId: 7, email: 'mum@family.test' });
    expect(links).toEqual({
      pageUrl: `https://kru.test/parents/unsubscribe?token=${token}`,
      oneClickUrl: `https://kru.test/api/v1/public/parents/unsubscribe?token=${token}`,
    });
  });
});
