import { describe, expect, it } from 'vitest';
import { idFrom, pageFrom } from '../admin/hooks/use-page-param.ts';
import { searchToSend } from './user-search.ts';

describe('searchToSend', () => {
  it('sends nothing for an empty search', () => {
    expect(searchToSend('   ')).toEqual({ search: '', tooShort: false });
  });

  it('holds back 1 or 2 characters and says the text is too short', () => {
    expect(searchToSend('a')).toEqual({ search: '', tooShort: true });
    expect(searchToSend(' ab ')).toEqual({ search: '', tooShort: true });
  });

  it('sends 3 characters or more, trimmed', () => {
    expect(searchToSend(' malee@ ')).toEqual({ search: 'malee@', tooShort: false });
  });
});

describe('pageFrom', () => {
  it('reads a positive whole number, else 1', () => {
    expect(pageFrom('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'x']) expect(pageFrom(value)).toBe(1);
  });
});

describe('idFrom', () => {
  it('reads an id, else null', () => {
    expect(idFrom('42')).toBe(42);
    for (const value of [null, '', '0', '-2', '1.5', 'x', '1e3x']) expect(idFrom(value)).toBeNull();
  });
});
