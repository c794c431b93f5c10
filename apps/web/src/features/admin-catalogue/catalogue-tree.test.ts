import { describe, expect, it } from 'vitest';
import { catalogueTree, nodeKey, reorderPatches } from './catalogue-tree.ts';

const item = (id: number, sortOrder: number) => ({
  id,
  code: `c${id}`,
  titleEn: `Item ${id}`,
  titleTh: `รายการ ${id}`,
  sortOrder,
});

describe('catalogueTree', () => {
  it('nests educations, school years, subjects and specialties as uniform nodes', () => {
    const tree = catalogueTree({
      educations: [
        {
          ...item(1, 1),
          schoolYears: [
            {
              ...item(2, 1),
              educationId: 1,
              subjects: [{ ...item(3, 1), schoolYearId: 2, specialties: [{ ...item(4, 1), subjectId: 3 }] }],
            },
          ],
        },
      ],
      thumbnails: [],
    });
    expect(tree[0]?.level).toBe('education');
    const specialty = tree[0]?.children[0]?.children[0]?.children[0];
    expect(specialty).toEqual({ level: 'subject_specialty', item: item(4, 1), children: [] });
    expect(nodeKey(tree[0]!.children[0]!)).toBe('school_year:2');
  });
});

describe('reorderPatches', () => {
  const siblings = [
    { id: 1, sortOrder: 1 },
    { id: 2, sortOrder: 2 },
    { id: 3, sortOrder: 5 },
  ];

  it('swaps the orders of the two items when all orders differ', () => {
    expect(reorderPatches(siblings, 2, -1)).toEqual([
      { id: 3, sortOrder: 2 },
      { id: 2, sortOrder: 5 },
    ]);
    expect(reorderPatches(siblings, 0, 1)).toEqual([
      { id: 1, sortOrder: 2 },
      { id: 2, sortOrder: 1 },
    ]);
  });

  it('cannot move the first item up or the last one down', () => {
    expect(reorderPatches(siblings, 0, -1)).toEqual([]);
    expect(reorderPatches(siblings, 2, 1)).toEqual([]);
  });

  it('renumbers the siblings in their new order when orders are equal', () => {
    const tied = [
      { id: 1, sortOrder: 0 },
      { id: 2, sortOrder: 0 },
      { id: 3, sortOrder: 0 },
    ];
    expect(reorderPatches(tied, 1, 1)).toEqual([
      { id: 1, sortOrder: 10 },
      { id: 3, sortOrder: 20 },
      { id: 2, sortOrder: 30 },
    ]);
  });

  it('sends only the orders that change when renumbering', () => {
    const tied = [
      { id: 1, sortOrder: 10 },
      { id: 2, sortOrder: 30 },
      { id: 3, sortOrder: 30 },
    ];
    expect(reorderPatches(tied, 2, -1)).toEqual([{ id: 3, sortOrder: 20 }]);
  });
});
