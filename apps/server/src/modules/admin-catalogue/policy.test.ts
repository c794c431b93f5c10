import { describe, expect, it } from 'vitest';
import { newCode, realChanges, slug } from './policy.ts';

describe('slug', () => {
  it('keeps lower-case letters and digits joined by dashes', () => {
    expect(slug('Further Maths (A level)')).toBe('further-maths-a-level');
    expect(slug('คณิตศาสตร์')).toBe('');
    expect(slug(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
  });
});

describe('newCode', () => {
  it('nests under the parent code with a random tail', () => {
    expect(newCode('uk-y10-maths', 'Statistics', 'x')).toMatch(/^uk-y10-maths-statistics-[0-9a-f]{6}$/);
    expect(newCode(null, 'คณิต', 'education')).toMatch(/^education-[0-9a-f]{6}$/);
    expect(newCode(null, 'A', 'x')).not.toBe(newCode(null, 'A', 'x'));
  });
});

describe('realChanges', () => {
  it('drops unsent and unchanged fields', () => {
    expect(
      realChanges({ titleEn: 'A', sortOrder: 1 }, { titleEn: 'A', sortOrder: 2, titleTh: undefined }),
    ).toEqual({ sortOrder: 2 });
  });
});
