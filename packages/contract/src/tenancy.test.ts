import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { createSubdomainBody, hostOf, isImageUrl, siteOrigin, siteUrlSchema } from './tenancy.ts';

describe('hostOf', () => {
  it('reads the host, ignoring scheme, port, path, case and a trailing dot', () => {
    expect(hostOf('https://Bright.Kru.app:8443/courses?x=1#top')).toBe('bright.kru.app');
    expect(hostOf('http://bright.kru.app')).toBe('bright.kru.app');
    expect(hostOf('bright.kru.app/path')).toBe('bright.kru.app');
    expect(hostOf('capacitor://bright.kru.app.')).toBe('bright.kru.app');
  });

  it('is null without a host', () => {
    expect(hostOf('')).toBeNull();
    expect(hostOf('   ')).toBeNull();
    expect(hostOf('http://')).toBeNull();
    expect(hostOf(`https://${'a'.repeat(3000)}.app`)).toBeNull();
  });
});

describe('siteOrigin', () => {
  it('keeps scheme, host and port only', () => {
    expect(siteOrigin('https://Bright.Kru.app/some/path/')).toBe('https://bright.kru.app');
    expect(siteOrigin('bright.kru.app')).toBe('https://bright.kru.app');
    expect(siteOrigin('http://localhost:5173')).toBe('http://localhost:5173');
  });

  it('refuses what is not a plain web address', () => {
    expect(siteOrigin('ftp://bright.kru.app')).toBeNull();
    expect(siteOrigin('https://user:pw@bright.kru.app')).toBeNull();
    expect(siteOrigin('https://exa mple.com')).toBeNull();
    expect(siteOrigin('javascript:alert(1)')).toBeNull();
    expect(siteOrigin('nope')).toBeNull();
  });
});

describe('siteUrlSchema', () => {
  it('answers the contract messages', () => {
    expect(siteUrlSchema.safeParse('').error?.issues[0]?.message).toBe(MSG.urlRequired);
    expect(siteUrlSchema.safeParse('not a url').error?.issues[0]?.message).toBe(MSG.invalidUrl);
    expect(siteUrlSchema.safeParse(' https://a.kru.app ').data).toBe('https://a.kru.app');
  });
});

describe('isImageUrl', () => {
  it('accepts http(s) and paths on Kru', () => {
    expect(isImageUrl('https://cdn.kru.app/logo.png')).toBe(true);
    expect(isImageUrl('/thumbnails/maths.svg')).toBe(true);
    expect(isImageUrl('//evil.example/x.png')).toBe(false);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('createSubdomainBody', () => {
  it('needs a title and a URL, and is active by default', () => {
    expect(createSubdomainBody.parse({ title: 'Bright', url: 'https://b.kru.app' })).toEqual({
      title: 'Bright',
      url: 'https://b.kru.app',
      is_active: true,
    });
    const bad = createSubdomainBody.safeParse({ title: ' ', url: 'nope' });
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [MSG.invalidUrl, MSG.subdomainTitleRequired].sort(),
    );
  });
});
