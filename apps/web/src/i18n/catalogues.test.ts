import { describe, expect, it } from 'vitest';
import adminEn from './admin.en.json' with { type: 'json' };
import adminTh from './admin.th.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { firstTexts as firstEnglish } from './first-texts.en.ts';
import { firstTexts as firstThai } from './first-texts.th.ts';
import th from './th.json' with { type: 'json' };

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

// The admin team's texts load apart (i18n/index.ts loadAdminCatalogue) but are checked as one catalogue.
const english = flatten({ ...en, admin: adminEn });
const thai = flatten({ ...th, admin: adminTh });
const PLACEHOLDER = /\{\{\w+\}\}|<\w+>/g;
const THAI_LETTER = /[\u0E00-\u0E7F]/;

describe('web message catalogues', () => {
  it('have the same keys in English and Thai', () => {
    expect([...thai.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep every placeholder and tag of the English text in Thai', () => {
    for (const [key, text] of english) {
      expect((thai.get(key)?.match(PLACEHOLDER) ?? []).sort(), key).toEqual(
        (text.match(PLACEHOLDER) ?? []).sort(),
      );
    }
  });

  it('have every Thai text actually written in Thai', () => {
    for (const [key, text] of thai) expect(THAI_LETTER.test(text), key).toBe(true);
  });

  it('load the same areas and API messages first in English and Thai', () => {
    expect([...flatten(firstThai).keys()].sort()).toEqual([...flatten(firstEnglish).keys()].sort());
    expect(flatten(firstEnglish).size).toBeGreaterThan(100);
  });
});
