import { describe, expect, it } from 'vitest';
import { queryWords } from './glossary.ts';

describe('queryWords', () => {
  it('adds the English words of a Thai school term, and the Thai ones of an English term', () => {
    expect(queryWords('เศษส่วนคืออะไร')).toEqual(['เศษส่วน', 'fraction']);
    expect(queryWords('How do I clear fractions?')).toEqual(['clear', 'fraction', 'เศษส่วน']);
  });

  it('matches a term as whole words, not inside a longer word', () => {
    expect(queryWords('แรงงานคืออะไร')).not.toContain('force');
    expect(queryWords('แรงคืออะไร')).toContain('force');
  });

  it('adds nothing to words outside the glossary', () => {
    expect(queryWords('Who won the football world cup?')).toEqual(['won', 'football', 'world', 'cup']);
  });
});
