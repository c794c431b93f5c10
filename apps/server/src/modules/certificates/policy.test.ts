import { describe, expect, it } from 'vitest';
import { scriptRuns } from '../../platform/pdf-fonts.ts';
import { wrapAtSpaces } from './certificate-pdf.ts';
import { isCourseCompleted, newVerificationCode, verificationUrl } from './policy.ts';

describe('isCourseCompleted', () => {
  const quiz = (sectionId: number, passMarkPercent: number, bestPercent: number | null) => ({
    sectionId,
    passMarkPercent,
    bestPercent,
  });

  it('needs every section of the reading order taken', () => {
    expect(isCourseCompleted([1, 2, 3], [1, 3], [])).toBe(false);
    expect(isCourseCompleted([1, 2, 3], [3, 2, 1, 9], [])).toBe(true);
    expect(isCourseCompleted([], [], [])).toBe(false);
  });

  it('needs every quiz’s best attempt at its pass mark, which is reached by equalling it', () => {
    expect(isCourseCompleted([1, 2], [1, 2], [quiz(2, 60, 59)])).toBe(false);
    expect(isCourseCompleted([1, 2], [1, 2], [quiz(2, 60, null)])).toBe(false);
    expect(isCourseCompleted([1, 2], [1, 2], [quiz(2, 60, 60)])).toBe(true);
    // A quiz outside the learner's reading order (added in a draft) does not count.
    expect(isCourseCompleted([1, 2], [1, 2], [quiz(7, 100, null)])).toBe(true);
  });
});

describe('codes and addresses', () => {
  it('makes 128-bit URL-safe codes, different each time', () => {
    const codes = new Set(Array.from({ length: 50 }, newVerificationCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('puts the verification page on the tenant’s own address, else the app’s', () => {
    expect(verificationUrl('http://localhost:3000', null, 'abc')).toBe(
      'http://localhost:3000/certificates/abc',
    );
    expect(verificationUrl('http://localhost:3000', 'https://school.example/any/path', 'abc')).toBe(
      'https://school.example/certificates/abc',
    );
  });
});

describe('laying out a certificate’s text', () => {
  it('cuts text into Thai and other runs, spaces staying with the Thai they follow', () => {
    expect(scriptRuns('Nok ผ่าน 2569')).toEqual([
      { thai: false, text: 'Nok ' },
      { thai: true, text: 'ผ่าน ' },
      { thai: false, text: '2569' },
    ]);
  });

  it('wraps at spaces to fit a width', () => {
    expect(wrapAtSpaces('aa bb cc', (part) => part.length, 5)).toEqual(['aa bb', 'cc']);
    expect(wrapAtSpaces('การเรียนรู้ที่สมบูรณ์', (part) => part.length, 5)).toEqual(['การเรียนรู้ที่สมบูรณ์']);
  });
});
