import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFrom, tutorsQueryOf } from './search-filters.ts';

describe('the tutor search filters in the address', () => {
  it('reads every filter and sends it in pence, on the viewer clock', () => {
    const filters = filtersFrom(
      new URLSearchParams(
        'subject=3&specialty=9&price_min=20&price_max=40&days=6,1&times=night,morning&rating=4.5&language=th&trial=1&sort=price_asc',
      ),
    );
    expect(filters).toEqual({
      subjectId: 3,
      specialtyId: 9,
      priceMin: 20,
      priceMax: 40,
      days: [1, 6],
      times: ['morning', 'night'],
      ratingMin: 4.5,
      language: 'th',
      trial: true,
      sort: 'price_asc',
    });
    expect(activeFilterCount(filters)).toBe(8);
    expect(tutorsQueryOf(filters, 'Asia/Bangkok')).toEqual({
      subjectId: 3,
      specialtyId: 9,
      priceMin: 2000,
      priceMax: 4000,
      days: '1,6',
      times: 'morning,night',
      tz: 'Asia/Bangkok',
      ratingMin: 4.5,
      language: 'th',
      trial: '1',
      sort: 'price_asc',
    });
  });

  it('drops what an edited link got wrong and swaps a price range given backwards', () => {
    const filters = filtersFrom(
      new URLSearchParams(
        'price_min=50&price_max=10&days=9,2,2&times=noon&rating=2&language=xx&sort=cheap&subject=-1',
      ),
    );
    expect(filters).toMatchObject({
      subjectId: null,
      days: [2],
      times: [],
      ratingMin: null,
      language: null,
      sort: null,
    });
    expect(tutorsQueryOf(filters, 'UTC')).toMatchObject({
      priceMin: 1000,
      priceMax: 5000,
      days: '2',
      tz: 'UTC',
    });
    expect(tutorsQueryOf(filtersFrom(new URLSearchParams('')), 'UTC').tz).toBeUndefined();
  });
});
