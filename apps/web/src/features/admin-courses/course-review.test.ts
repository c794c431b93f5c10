import { describe, expect, it } from 'vitest';
import { approvalLogEntries, chaptersToRead, courseKindFrom, courseStateFrom } from './course-review.ts';

const section = (id: number, chapterId: number, sortOrder: number) => ({
  id,
  courseId: 1,
  chapterId,
  title: `Section ${id}`,
  description: `Body of section ${id}`,
  type: 'text' as const,
  sortOrder,
  passMarkPercent: null,
  isDone: false,
  previousSectionId: null,
  nextSectionId: null,
  questions: [],
  quizzes: [],
  quizSettings: null,
  attachments: [],
  video: null,
});

const chapter = (id: number, sortOrder: number) => ({ id, title: `Chapter ${id}`, sortOrder, sections: [] });

describe('courseStateFrom / courseKindFrom', () => {
  it('reads known values and falls back to the pending queue of both kinds', () => {
    expect(courseStateFrom('rejected')).toBe('rejected');
    expect(courseStateFrom('draft')).toBe('draft');
    expect(courseStateFrom(null)).toBe('pending');
    expect(courseStateFrom('deleted')).toBe('pending');
    expect(courseKindFrom('skill')).toBe('skill');
    expect(courseKindFrom('subject')).toBe('subject');
    expect(courseKindFrom('course')).toBeNull();
    expect(courseKindFrom(null)).toBeNull();
  });
});

describe('chaptersToRead', () => {
  it('orders chapters and their sections by sort order, then id, each section under its own chapter', () => {
    const chapters = [chapter(20, 2), chapter(10, 1), chapter(30, 2)];
    const sections = [section(5, 20, 1), section(3, 10, 2), section(1, 10, 1), section(4, 10, 1)];
    const read = chaptersToRead(chapters, sections);
    expect(read.map((c) => c.id)).toEqual([10, 20, 30]);
    expect(read[0]?.sections.map((s) => s.id)).toEqual([1, 4, 3]);
    expect(read[1]?.sections.map((s) => s.description)).toEqual(['Body of section 5']);
    expect(read[2]?.sections).toEqual([]);
  });

  it('leaves its inputs as they were', () => {
    const chapters = [chapter(2, 2), chapter(1, 1)];
    chaptersToRead(chapters, []);
    expect(chapters.map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('approvalLogEntries', () => {
  it('turns the log into history entries, newest first, with the feedback as the comment', () => {
    const entries = approvalLogEntries([
      {
        id: 1,
        action: 'submitted',
        actor: { id: 7, title: 'Malee Tutor' },
        feedback: null,
        createdAt: '2026-01-01T10:00:00.000Z',
      },
      {
        id: 2,
        action: 'rejected',
        actor: { id: 1, title: 'Kru Admin' },
        feedback: 'Add worked examples.',
        createdAt: '2026-01-02T10:00:00.000Z',
      },
      { id: 3, action: 'approved', actor: null, feedback: null, createdAt: '2026-01-02T10:00:00.000Z' },
    ]);
    expect(entries.map((e) => e.action)).toEqual(['course.approved', 'course.rejected', 'course.submitted']);
    expect(entries[1]).toEqual({
      id: 2,
      action: 'course.rejected',
      actor: { id: 1, fullName: 'Kru Admin' },
      comment: 'Add worked examples.',
      createdAt: '2026-01-02T10:00:00.000Z',
    });
    expect(entries[0]?.actor).toBeNull();
  });
});
