import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context.ts';
import {
  courseChapters,
  courseEnrolments,
  courseSectionProgress,
  courseSections,
  courseSubdomains,
  courses,
  thumbnails,
} from '../src/platform/db/schema/index.ts';

type CourseInsert = typeof courses.$inferInsert;
type SectionRow = typeof courseSections.$inferSelect;

/** A thumbnail of its own (unique code), for course bodies. */
export async function createThumbnail(ctx: AppContext) {
  const code = `t-${randomBytes(4).toString('hex')}`;
  const [row] = await ctx.db
    .insert(thumbnails)
    .values({ code, url: `https://img.kru.test/${code}.png` })
    .returning();
  return row!;
}

export interface CourseFixture {
  course: typeof courses.$inferSelect;
  chapters: Array<{ chapter: typeof courseChapters.$inferSelect; sections: SectionRow[] }>;
  /** Every section, in reading order. */
  sections: SectionRow[];
}

/**
 * A course written straight into the database (no API): a skill unless `subjectId` is given, approved unless
 * `approvalState` says otherwise, with `sections` per chapter (`[3, 2]`: two chapters of 3 and 2 sections), on
 * the tenants of `subdomainIds` (none: every tenant). Any column can be overridden.
 */
export async function createCourseFixture(
  ctx: AppContext,
  options: Partial<CourseInsert> & { tutorId: number; sections?: number[]; subdomainIds?: number[] },
): Promise<CourseFixture> {
  const { sections: perChapter = [2], subdomainIds = [], ...overrides } = options;
  const suffix = randomBytes(3).toString('hex');
  const approvalState = overrides.approvalState ?? 'approved';
  const [course] = await ctx.db
    .insert(courses)
    .values({
      courseType: overrides.subjectId ? 'subject' : 'skill',
      title: `Course ${suffix}`,
      description: `All about ${suffix}: a course written for tests.`,
      approvalState,
      approvedAt: approvalState === 'approved' ? new Date() : null,
      submittedAt: approvalState === 'draft' ? null : new Date(),
      ...overrides,
    })
    .returning();
  if (subdomainIds.length) {
    await ctx.db
      .insert(courseSubdomains)
      .values(subdomainIds.map((subdomainId) => ({ courseId: course!.id, subdomainId })));
  }
  const chapters: CourseFixture['chapters'] = [];
  for (const [index, count] of perChapter.entries()) {
    const [chapter] = await ctx.db
      .insert(courseChapters)
      .values({ courseId: course!.id, title: `Chapter ${index + 1}`, sortOrder: index + 1 })
      .returning();
    const sections =
      count === 0
        ? []
        : await ctx.db
            .insert(courseSections)
            .values(
              Array.from({ length: count }, (_, i) => ({
                chapterId: chapter!.id,
                title: `Section ${index + 1}.${i + 1}`,
                description: `Body of section ${index + 1}.${i + 1}`,
                sortOrder: i + 1,
              })),
            )
            .returning();
    chapters.push({ chapter: chapter!, sections: sections.sort((a, b) => a.sortOrder - b.sortOrder) });
  }
  return { course: course!, chapters, sections: chapters.flatMap((chapter) => chapter.sections) };
}

export async function courseRow(ctx: AppContext, courseId: number) {
  const [row] = await ctx.db.select().from(courses).where(eq(courses.id, courseId));
  return row;
}

export async function enrolmentRow(ctx: AppContext, courseId: number, studentId: number) {
  const [row] = await ctx.db
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.studentId, studentId)));
  return row;
}

/** Enrols a learner directly, with the given sections already taken (`enrols_count` is left as it is). */
export async function enrolFixture(
  ctx: AppContext,
  courseId: number,
  studentId: number,
  takenSectionIds: number[] = [],
) {
  const [enrolment] = await ctx.db.insert(courseEnrolments).values({ courseId, studentId }).returning();
  if (takenSectionIds.length) {
    await ctx.db
      .insert(courseSectionProgress)
      .values(takenSectionIds.map((sectionId) => ({ enrolmentId: enrolment!.id, sectionId })));
  }
  return enrolment!;
}

/** A valid `POST /courses` body for a skill (no subject needed). */
export function skillBody(thumbnailId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Public speaking',
    description: 'Speak with confidence in front of any audience.',
    course_type: 'skill',
    thumbnail_id: thumbnailId,
    ...overrides,
  };
}
