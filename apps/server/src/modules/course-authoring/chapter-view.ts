import type { Chapter } from '@kru/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findChapter, findChapterSections } from '../courses/index.ts';

/** A chapter as its author sees it (nothing locked, nothing done), after an edit. */
export async function loadChapter(q: Queryable, chapterId: number): Promise<Chapter> {
  const [chapter, sections] = await Promise.all([
    findChapter(q, chapterId),
    findChapterSections(q, chapterId),
  ]);
  if (!chapter) throw AppError.notFound();
  return {
    id: chapter.id,
    title: chapter.title,
    sort_order: chapter.sortOrder,
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      sort_order: section.sortOrder,
      type: section.type,
      is_locked: false,
      is_done: false,
    })),
  };
}
