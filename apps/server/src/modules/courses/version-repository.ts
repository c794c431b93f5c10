import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  type CourseVersionContent,
  courseChapters,
  courseSections,
  courseVersions,
  files,
  questionOptions,
  questions,
  sectionVideos,
} from '../../platform/db/schema/index.ts';

export type { CourseVersionContent };
export type VersionSection = CourseVersionContent['sections'][number];

/** The approved version of a course whose working copy is not approved, if it has one. */
export async function findVersion(q: Queryable, courseId: number): Promise<CourseVersionContent | undefined> {
  const [row] = await q
    .select({ content: courseVersions.content })
    .from(courseVersions)
    .where(eq(courseVersions.courseId, courseId))
    .limit(1);
  return row?.content;
}

export async function hasVersion(q: Queryable, courseId: number): Promise<boolean> {
  const [row] = await q
    .select({ courseId: courseVersions.courseId })
    .from(courseVersions)
    .where(eq(courseVersions.courseId, courseId))
    .limit(1);
  return row !== undefined;
}

/** The approved information (no chapters) of the courses that have a version, for list cards. */
export async function findVersionInfos(q: Queryable, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, VersionInfo>();
  const rows = await q
    .select({
      courseId: courseVersions.courseId,
      course: sql<CourseVersionContent['course']>`${courseVersions.content} -> 'course'`,
      chaptersCount: sql<number>`(SELECT count(DISTINCT o ->> 'chapterId')::int
        FROM jsonb_array_elements(${courseVersions.content} -> 'outline') o)`,
      sectionsCount: sql<number>`jsonb_array_length(${courseVersions.content} -> 'sections')`,
    })
    .from(courseVersions)
    .where(inArray(courseVersions.courseId, courseIds));
  return new Map(rows.map((row) => [row.courseId, row]));
}
export type VersionInfo = {
  course: CourseVersionContent['course'];
  chaptersCount: number;
  sectionsCount: number;
};

/** Keeps the version a course's first edit after approval makes (a second call leaves the first). */
export async function insertVersion(tx: Tx, courseId: number, content: CourseVersionContent, at: Date) {
  await tx.insert(courseVersions).values({ courseId, content, createdAt: at }).onConflictDoNothing();
}

export async function deleteVersion(tx: Tx, courseId: number) {
  await tx.delete(courseVersions).where(eq(courseVersions.courseId, courseId));
}

/** The registered attachments of the given sections, the author's own only (see attachments-repository). */
export function findAttachmentsOfSections(q: Queryable, sectionIds: number[], authorId: number) {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return q
    .select({
      id: files.id,
      sectionId: files.sectionId,
      key: files.key,
      fileName: files.fileName,
      contentType: files.contentType,
    })
    .from(files)
    .where(
      and(
        inArray(files.sectionId, sectionIds),
        eq(files.ownerId, authorId),
        eq(files.kind, 'attachment'),
        isNotNull(files.registeredAt),
      ),
    )
    .orderBy(files.id);
}

export function findVideosOfSections(q: Queryable, sectionIds: number[]) {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return q.select().from(sectionVideos).where(inArray(sectionVideos.sectionId, sectionIds));
}

/**
 * The quiz questions of the given sections (not those deleted in a draft) with their options, in order, as the
 * approved version keeps them. Read here rather than through the quizzes module, which builds on this one.
 */
export async function findQuestionsOfSections(q: Queryable, sectionIds: number[]) {
  if (sectionIds.length === 0) return [];
  const rows = await q
    .select({
      id: questions.id,
      sectionId: questions.sectionId,
      title: questions.title,
      feedback: questions.feedback,
      isMultipleChoice: questions.isMultipleChoice,
      sortOrder: questions.sortOrder,
    })
    .from(questions)
    .where(and(inArray(questions.sectionId, sectionIds), isNull(questions.deletedAt)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  const options = rows.length
    ? await q
        .select({
          id: questionOptions.id,
          questionId: questionOptions.questionId,
          title: questionOptions.title,
          feedback: questionOptions.feedback,
          scoreMilli: questionOptions.scoreMilli,
        })
        .from(questionOptions)
        .where(
          inArray(
            questionOptions.questionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(questionOptions.sortOrder), asc(questionOptions.id))
    : [];
  return rows.map(({ sectionId, ...question }) => ({
    sectionId,
    question: {
      ...question,
      options: options
        .filter((option) => option.questionId === question.id)
        .map(({ questionId: _, ...option }) => option),
    },
  }));
}

/** The storage keys of the course's own cover and of every attachment and video of its sections (deleted ones included). */
export async function findMediaKeys(q: Queryable, courseId: number): Promise<string[]> {
  const result = await q.execute<{ key: string }>(sql`
    SELECT f.key FROM files f JOIN course_sections s ON s.id = f.section_id
      JOIN course_chapters ch ON ch.id = s.chapter_id
      WHERE ch.course_id = ${courseId} AND f.kind = 'attachment'
    UNION
    SELECT v.file_key FROM section_videos v JOIN course_sections s ON s.id = v.section_id
      JOIN course_chapters ch ON ch.id = s.chapter_id WHERE ch.course_id = ${courseId}
    UNION
    SELECT f.key FROM courses c JOIN files f ON f.id = c.cover_file_id WHERE c.id = ${courseId}`);
  return result.rows.map((row) => row.key);
}

export async function deleteFilesByKeys(tx: Tx, keys: string[]) {
  if (keys.length) await tx.delete(files).where(inArray(files.key, keys));
}

/** Marks chapters and sections deleted (kept for the approved version). */
export async function markChapterDeleted(tx: Tx, chapterId: number, at: Date) {
  await tx.update(courseChapters).set({ deletedAt: at }).where(eq(courseChapters.id, chapterId));
  await tx.update(courseSections).set({ deletedAt: at }).where(eq(courseSections.chapterId, chapterId));
}

export async function markSectionDeleted(tx: Tx, sectionId: number, at: Date) {
  await tx.update(courseSections).set({ deletedAt: at }).where(eq(courseSections.id, sectionId));
}

/** The sections of the course marked deleted (deleted chapters' included). */
export async function findDeletedSectionIds(q: Queryable, courseId: number): Promise<number[]> {
  const rows = await q
    .select({ id: courseSections.id })
    .from(courseSections)
    .innerJoin(courseChapters, eq(courseChapters.id, courseSections.chapterId))
    .where(and(eq(courseChapters.courseId, courseId), isNotNull(courseSections.deletedAt)));
  return rows.map((row) => row.id);
}

/**
 * Removes the chapters, sections and quiz questions marked deleted (what cascades with them goes too: learners'
 * answers to the questions, their attempts keeping their scores).
 */
export async function purgeDeleted(tx: Tx, courseId: number) {
  const sectionIds = await findDeletedSectionIds(tx, courseId);
  if (sectionIds.length) await tx.delete(courseSections).where(inArray(courseSections.id, sectionIds));
  await tx.execute(sql`
    DELETE FROM questions q USING course_sections s, course_chapters ch
      WHERE q.section_id = s.id AND s.chapter_id = ch.id AND ch.course_id = ${courseId}
        AND q.deleted_at IS NOT NULL`);
  await tx
    .delete(courseChapters)
    .where(and(eq(courseChapters.courseId, courseId), isNotNull(courseChapters.deletedAt)));
}
