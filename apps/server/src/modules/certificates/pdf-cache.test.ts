import { describe, expect, it } from 'vitest';
import type { CertificateFacts } from './certificate-pdf.ts';
import { certificateEtag, matchesEtag } from './pdf-cache.ts';

const facts: CertificateFacts = {
  learnerName: 'Grace Hopper',
  courseTitle: 'Halves',
  tutorName: 'Nok Tutor',
  issuedOn: '4 May 2026',
  verificationUrl: 'https://kru.example/certificates/abc',
  code: 'abc',
};

describe('certificateEtag', () => {
  it('stays the same for the same page, and changes with anything the page shows', () => {
    const etag = certificateEtag(facts, 'en');
    expect(certificateEtag({ ...facts }, 'en')).toBe(etag);
    expect(certificateEtag(facts, 'th')).not.toBe(etag);
    for (const field of Object.keys(facts) as Array<keyof CertificateFacts>) {
      expect(certificateEtag({ ...facts, [field]: `${facts[field]}!` }, 'en')).not.toBe(etag);
    }
  });
});

describe('matchesEtag', () => {
  const etag = '"abc"';
  it('matches the tag alone, in a list, weak, or any tag', () => {
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", "abc"', etag)).toBe(true);
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });

  it('does not match another tag, an unquoted one, or none', () => {
    expect(matchesEtag('"abd"', etag)).toBe(false);
    expect(matchesEtag('abc', etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
