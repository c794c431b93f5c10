import { describe, expect, it } from 'vitest';
import { subjectOptions } from './subject-options.ts';

describe('subjectOptions', () => {
  it('names each subject with its school year, its id as the value', () => {
    const subjects = [
      { id: 3, title: 'Algebra', schoolYear: { title: 'Grade 9' } },
      { id: 7, title: 'Physics', schoolYear: { title: 'Grade 11' } },
    ] as unknown as Parameters<typeof subjectOptions>[0];
    expect(subjectOptions(subjects)).toEqual([
      { value: '3', label: 'Algebra · Grade 9' },
      { value: '7', label: 'Physics · Grade 11' },
    ]);
  });

  it('has no choices before the subjects arrive', () => {
    expect(subjectOptions(undefined)).toEqual([]);
  });
});
