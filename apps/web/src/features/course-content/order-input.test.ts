import { updateChapterBody, updateSectionBody } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFullCatalogue } from '../../i18n/index.ts';
import { zodFormResolver } from '../../ui/form/index.ts';

const message = 'Order must be a whole number from 1 to 99';

describe('an order typed in the chapter and section forms', () => {
  beforeAll(loadFullCatalogue);

  it.each([
    ['chapter', updateChapterBody],
    ['section', updateSectionBody],
  ])('the %s form refuses what is not a whole number 1-99, with the order message', (_, schema) => {
    const validate = zodFormResolver<Record<string, unknown>>(schema);
    for (const typed of ['0', '100', '2.5', 'abc', '', ' ', '0x10', '1e1', '-3']) {
      expect(validate({ title: 'A', sort_order: typed })).toEqual({ sort_order: message });
    }
    for (const typed of ['1', '99', ' 42 ', 7]) {
      expect(validate({ title: 'A', sort_order: typed })).toEqual({});
    }
  });
});
