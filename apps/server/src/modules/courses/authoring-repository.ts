import type { CourseApprovalAction, CourseApprovalState, CourseType } from '@kru/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import {
  courseApprovalLogs,
  courseChapters,
  courseEnrolments,
  courseSections,
  courseSubdomains,
  courses,
  files,
  subjects,
  thumbnails,
  users,
} from '../../platform/db/schema/index.ts';

export interface CourseFields {
  title: string;
  description: string;
  courseType: CourseType;
  subjectId: number | null;
  thumbnailId: number;
  isFree: boolean;
  /** The author's own cover upload; left out, an update keeps it. */
  coverFileId?: number | null;
}

export async function subjectExists(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id)).limit(1);
  return row !== undefined;
}

export async function thumbnailExists(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q.select({ id: thumbnails.id }).from(thumbnails).where(eq(thumbnails.id, id)).limit(1);
  return row !== undefined;
}

/** A registered cover upload by its key, with the course that shows it (if one does). */
export async function findCoverFile(q: Queryable, key: string) {
  const [row] = await q
    .select({ id: files.id, key: files.key, ownerId: files.ownerId, courseId: courses.id })
    .from(files)
    .leftJoin(courses, eq(courses.coverFileId, files.id))
    .where(and(eq(files.key, key), eq(files.kind, 'cover'), isNotNull(files.registeredAt)))
    .limit(1);
  return row;
}

/** The course's own cover (its file's id and key), if it has one. */
export async function findCourseCover(q: Queryable, courseId: number) {
  const [row] = await q
    .select({ id: files.id, key: files.key })
    .from(courses)
    .innerJoin(files, eq(files.id, courses.coverFileId))
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

export async function findTutorApproval(q: Queryable, userId: number) {
  const [row] = await q
    .select({ approvalStatus: users.approvalStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.approvalStatus;
}

export async function insertCourse(tx: Tx, tutorId: number, fields: CourseFields, at: Date): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({ tutorId, ...fields, createdAt: at, updatedAt: at })
    .returning({ id: courses.id });
  return row!.id;
}

/** The course locked for the transaction: edits, submissions and enrolments of one course take turns. */
export async function lockCourse(tx: Tx, courseId: number) {
  const [row] = await tx
    .select({
      id: courses.id,
      tutorId: courses.tutorId,
      title: courses.title,
      approvalState: courses.approvalState,
      isFree: courses.isFree,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return row;
}
export type LockedCourse = NonNullable<Awaited<ReturnType<typeof lockCourse>>>;

export async function updateCourse(
  tx: Tx,
  courseId: number,
  changes: Partial<CourseFields> & {
    approvalState?: CourseApprovalState;
    submittedAt?: Date;
    feedback?: string | null;
  },
  at: Date,
) {
  await tx
    .update(courses)
    .set({ ...changes, updatedAt: at })
    .where(eq(courses.id, courseId));
}

/** The course's tenants become exactly `subdomainIds`. */
export async function replaceCourseSubdomains(tx: Tx, courseId: number, subdomainIds: number[]) {
  await tx.delete(courseSubdomains).where(eq(courseSubdomains.courseId, courseId));
  if (subdomainIds.length === 0) return;
  await tx.insert(courseSubdomains).values(subdomainIds.map((subdomainId) => ({ courseId, subdomainId })));
}

export async function deleteCourse(tx: Tx, courseId: number) {
  await tx.delete(courses).where(eq(courses.id, courseId));
}

export async function countEnrolments(q: Queryable, courseId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(courseEnrolments)
    .where(eq(courseEnrolments.courseId, courseId));
  return row?.n ?? 0;
}

export async function countSections(q: Queryable, courseId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(courseSections)
    .innerJoin(courseChapters, eq(courseChapters.id, courseSections.chapterId))
    .where(and(eq(courseChapters.courseId, courseId), isNull(courseSections.deletedAt)));
  return row?.n ?? 0;
}

export async function insertApprovalLog(
  tx: Tx,
  log: { courseId: number; actorId: number; action: CourseApprovalAction; feedback?: string | null },
  at: Date,
) {
  await tx.insert(courseApprovalLogs).values({ ...log, createdAt: at });
}

const actors = alias(users, 'actors');

/** The course's submissions and decisions, newest first, with who acted. */
export function findApprovalLogs(q: Queryable, courseId: number) {
  return q
    .select({
      id: courseApprovalLogs.id,
      action: courseApprovalLogs.action,
      feedback: courseApprovalLogs.feedback,
      createdAt: courseApprovalLogs.createdAt,
      actor: { id: actors.id, firstName: actors.firstName, lastName: actors.lastName, email: actors.email },
    })
    .from(courseApprovalLogs)
    .leftJoin(actors, eq(actors.id, courseApprovalLogs.actorId))
    .where(eq(courseApprovalLogs.courseId, courseId))
    .orderBy(desc(courseApprovalLogs.createdAt), desc(courseApprovalLogs.id));
}

// Chapters

export async function findChapter(q: Queryable, chapterId: number) {
  const [row] = await q
    .select()
    .from(courseChapters)
    .where(and(eq(courseChapters.id, chapterId), isNull(courseChapters.deletedAt)))
    .limit(1);
  return row;
}

/** The highest chapter order of the course (null without chapters). */
export async function maxChapterOrder(tx: Tx, courseId: number): Promise<number | null> {
  const [row] = await tx
    .select({ n: max(courseChapters.sortOrder) })
    .from(courseChapters)
    .where(and(eq(courseChapters.courseId, courseId), isNull(courseChapters.deletedAt)));
  return row?.n ?? null;
}

export async function insertChapter(tx: Tx, chapter: { courseId: number; title: string; sortOrder: number }) {
  const [row] = await tx.insert(courseChapters).values(chapter).returning();
  return row!;
}

/** The course's chapter ids in their current order. */
export async function chapterIdsInOrder(tx: Tx, courseId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: courseChapters.id })
    .from(courseChapters)
    .where(and(eq(courseChapters.courseId, courseId), isNull(courseChapters.deletedAt)))
    .orderBy(asc(courseChapters.sortOrder), asc(courseChapters.id));
  return rows.map((row) => row.id);
}

export async function updateChapterTitle(tx: Tx, chapterId: number, title: string) {
  await tx.update(courseChapters).set({ title }).where(eq(courseChapters.id, chapterId));
}

/** Writes the orders 1..n of `orderedIds` in one statement (`ids` holds the rows of one parent). */
async function renumber(tx: Tx, table: 'course_chapters' | 'course_sections', orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  const pairs = sql.join(
    orderedIds.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${sql.identifier(table)} AS t SET sort_order = v.sort_order
    FROM (VALUES ${pairs}) AS v(id, sort_order)
    WHERE t.id = v.id AND t.sort_order <> v.sort_order`);
}

export const renumberChapters = (tx: Tx, orderedIds: number[]) => renumber(tx, 'course_chapters', orderedIds);
export const renumberSections = (tx: Tx, orderedIds: number[]) => renumber(tx, 'course_sections', orderedIds);

export async function deleteChapter(tx: Tx, chapterId: number) {
  await tx.delete(courseChapters).where(eq(courseChapters.id, chapterId));
}

/** One chapter's sections (without bodies) in order, for the chapter answer. */
export function findChapterSections(q: Queryable, chapterId: number) {
  return q
    .select({
      id: courseSections.id,
      title: courseSections.title,
      sortOrder: courseSections.sortOrder,
      type: courseSections.type,
    })
    .from(courseSections)
    .where(and(eq(courseSections.chapterId, chapterId), isNull(courseSections.deletedAt)))
    .orderBy(asc(courseSections.sortOrder), asc(courseSections.id));
}

// Sections

/** A section with its body and its chapter's course. */
const sectionColumns = {
  id: courseSections.id,
  chapterId: courseSections.chapterId,
  courseId: courseChapters.courseId,
  title: courseSections.title,
  description: courseSections.description,
  type: courseSections.type,
  sortOrder: courseSections.sortOrder,
  quizLockOptionOrder: courseSections.quizLockOptionOrder,
  quizTimeLimitMinutes: courseSections.quizTimeLimitMinutes,
  passMarkPercent: courseSections.passMarkPercent,
};

/** Reading order over sections joined to their chapters: chapter order, then section order, ties by id. */
export const sectionsInReadingOrder = [
  asc(courseChapters.sortOrder),
  asc(courseChapters.id),
  asc(courseSections.sortOrder),
  asc(courseSections.id),
];

/** A section with its chapter's course (not one deleted in a draft). */
const sectionStatement = preparedQuery((q) =>
  q
    .select(sectionColumns)
    .from(courseSections)
    .innerJoin(courseChapters, eq(courseChapters.id, courseSections.chapterId))
    .where(and(eq(courseSections.id, sql.placeholder('sectionId')), isNull(courseSections.deletedAt)))
    .limit(1)
    .prepare('courses_section'),
);

export async function findSection(q: Queryable, sectionId: number) {
  const [row] = await sectionStatement(q).execute({ sectionId });
  return row;
}

/** A section, even one deleted in a draft (learners read it in the approved version until the edit is approved). */
const anySectionStatement = preparedQuery((q) =>
  q
    .select({ ...sectionColumns, deletedAt: courseSections.deletedAt })
    .from(courseSections)
    .innerJoin(courseChapters, eq(courseChapters.id, courseSections.chapterId))
    .where(eq(courseSections.id, sql.placeholder('sectionId')))
    .limit(1)
    .prepare('courses_any_section'),
);

export async function findAnySection(q: Queryable, sectionId: number) {
  const [row] = await anySectionStatement(q).execute({ sectionId });
  return row;
}
export type SectionRow = NonNullable<Awaited<ReturnType<typeof findSection>>>;

/** Every section of the course with its body, in reading order. */
export function findCourseSections(q: Queryable, courseId: number) {
  return q
    .select(sectionColumns)
    .from(courseSections)
    .innerJoin(courseChapters, eq(courseChapters.id, courseSections.chapterId))
    .where(and(eq(courseChapters.courseId, courseId), isNull(courseSections.deletedAt)))
    .orderBy(...sectionsInReadingOrder);
}

export async function maxSectionOrder(tx: Tx, chapterId: number): Promise<number | null> {
  const [row] = await tx
    .select({ n: max(courseSections.sortOrder) })
    .from(courseSections)
    .where(and(eq(courseSections.chapterId, chapterId), isNull(courseSections.deletedAt)));
  return row?.n ?? null;
}

export async function insertSection(
  tx: Tx,
  section: { chapterId: number; title: string; type: SectionRow['type']; sortOrder: number },
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(courseSections)
    .values({ ...section, createdAt: at, updatedAt: at })
    .returning({ id: courseSections.id });
  return row!.id;
}

export async function sectionIdsInOrder(tx: Tx, chapterId: number): Promise<number[]> {
  const rows = await findChapterSections(tx, chapterId);
  return rows.map((row) => row.id);
}

export async function updateSectionText(
  tx: Tx,
  sectionId: number,
  changes: { title?: string; description?: string; passMarkPercent?: number },
  at: Date,
) {
  await tx
    .update(courseSections)
    .set({ ...changes, updatedAt: at })
    .where(eq(courseSections.id, sectionId));
}

export async function deleteSections(tx: Tx, sectionIds: number[]) {
  if (sectionIds.length === 0) return;
  await tx.delete(courseSections).where(inArray(courseSections.id, sectionIds));
}

export async function findCourseOwner(q: Queryable, courseId: number) {
  const [row] = await q
    .select({ tutorId: courses.tutorId })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}
