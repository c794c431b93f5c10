import { describe, expect, it } from 'vitest';
import { keywordToSend } from './search-text.ts';

describe('keywordToSend', () => {
  it('sends 3 characters or more, trimmed; fewer are flagged and not sent', () => {
    expect(keywordToSend('  maths ')).toEqual({ keyword: 'maths', tooShort: false });
    expect(keywordToSend('ma')).toEqual({ keyword: '', tooShort: true });
    expect(keywordToSend('คณิ')).toEqual({ keyword: 'คณิ', tooShort: false });
    expect(keywordToSend('   ')).toEqual({ keyword: '', tooShort: false });
  });
});
