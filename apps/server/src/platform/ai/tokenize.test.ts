import { describe, expect, it } from 'vitest';
import { isThaiText, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('splits English into lower-case content words, without function words or punctuation', () => {
    expect(tokenize('What is Photosynthesis, and how do PLANTS use light?')).toEqual([
      'photosynthesis',
      'plant',
      'use',
      'light',
    ]);
  });

  it('finds the words of Thai written without spaces, and drops its particles', () => {
    expect(tokenize('การสังเคราะห์แสงของพืชคืออะไรครับ')).toEqual(['สังเคราะห์', 'แสง', 'พืช']);
  });

  it('reads Thai and English mixed in one sentence, numbers included', () => {
    expect(tokenize('สูตร E = mc2 ของนักวิทยาศาสตร์')).toEqual(['สูตร', 'e', 'mc2', 'นัก', 'วิทยาศาสตร์']);
  });

  it('normalises full-width letters and keeps short words and double s', () => {
    expect(tokenize('ＣＬＡＳＳ gas virus basis')).toEqual(['class', 'gas', 'virus', 'basis']);
  });

  it('answers nothing for punctuation or function words only', () => {
    expect(tokenize('?!  ... the of')).toEqual([]);
  });
});

describe('isThaiText', () => {
  it('tells Thai questions from English ones', () => {
    expect(isThaiText('พืชสร้างอาหารอย่างไร')).toBe(true);
    expect(isThaiText('How do plants make food?')).toBe(false);
    expect(isThaiText('DNA คืออะไร')).toBe(true);
    expect(isThaiText('12345')).toBe(false);
  });
});

describe('tokenize on both sides of a Thai search', () => {
  it('segments a Thai question and a Thai passage into the same words', () => {
    expect(tokenize('เศษส่วนคืออะไร')).toEqual(['เศษส่วน']);
    expect(tokenize('เศษส่วนคือการแบ่งสิ่งหนึ่งออกเป็นส่วนเท่า ๆ กัน')).toContain('เศษส่วน');
  });
});
