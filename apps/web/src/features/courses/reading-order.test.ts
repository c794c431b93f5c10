import { describe, expect, it } from 'vitest';
import { neighboursOf, paragraphsOf, readingOrder, sectionToOpen, sortedOutline } from './reading-order.ts';

const section = (id: number, sortOrder: number, isDone = false, isLocked = false) => ({
  id,
  sortOrder,
  isDone,
  isLocked,
});

describe('reading order', () => {
  it('goes chapter by chapter, then section by section, ties by id', () => {
    const order = readingOrder([
      { id: 2, sortOrder: 2, sections: [section(20, 1)] },
      { id: 1, sortOrder: 1, sections: [section(12, 2), section(11, 1), section(10, 1)] },
      { id: 3, sortOrder: 2, sections: [section(30, 1)] },
    ]);
    expect(order.map((s) => s.id)).toEqual([10, 11, 12, 20, 30]);
  });

  it('sorts the outline without changing the chapters given', () => {
    const chapters = [
      { id: 2, sortOrder: 2, sections: [section(20, 1)] },
      { id: 1, sortOrder: 1, sections: [section(12, 2), section(11, 1)] },
    ];
    const outline = sortedOutline(chapters);
    expect(outline.map((c) => [c.id, c.sections.map((s) => s.id)])).toEqual([
      [1, [11, 12]],
      [2, [20]],
    ]);
    expect(chapters[1]!.sections.map((s) => s.id)).toEqual([12, 11]);
  });
});

describe('section to open', () => {
  const order = [section(1, 1, true), section(2, 2, true), section(3, 3), section(4, 4, false, true)];

  it('opens the latest viewed section, where the learner was, done or not', () => {
    expect(sectionToOpen(order, 2)?.id).toBe(2);
    expect(sectionToOpen(order, 3)?.id).toBe(3);
    expect(sectionToOpen(order, 99)?.id).toBe(3);
  });

  it('opens the first section not done when nothing was viewed', () => {
    expect(sectionToOpen(order, null)?.id).toBe(3);
  });

  it('opens the first section when every section is done and none was viewed', () => {
    const done = [section(1, 1, true), section(2, 2, true)];
    expect(sectionToOpen(done, 2)?.id).toBe(2);
    expect(sectionToOpen(done, null)?.id).toBe(1);
    expect(sectionToOpen([], null)).toBeNull();
  });
});

describe('neighbours', () => {
  const order = [section(1, 1), section(2, 2), section(3, 3)];

  it('gives the previous and next section', () => {
    expect(neighboursOf(order, 2)).toEqual({ previous: order[0], next: order[2] });
    expect(neighboursOf(order, 1).previous).toBeNull();
    expect(neighboursOf(order, 3).next).toBeNull();
    expect(neighboursOf(order, 9)).toEqual({ previous: null, next: null });
  });
});

describe('paragraphs of a section', () => {
  it('splits on blank lines and keeps single line breaks', () => {
    expect(paragraphsOf('One\nstill one\n\n  Two  \r\n\r\nThree\n\n\n')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});
