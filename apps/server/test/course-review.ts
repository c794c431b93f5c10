import type { CourseApprovalState, CourseType } from '@kru/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context.ts';
import {
  auditLogs,
  courseApprovalLogs,
  courseChapters,
  courseEnrolments,
  courseSections,
  courseSubdomains,
  courses,
  notifications,
  thumbnails,
} from '../src/platform/db/schema/index.ts';

export interface CourseSpec {
  tutorId: number;
  state?: CourseApprovalState;
  courseType?: CourseType;
  /** Required for a `subject` course. */
  subjectId?: number | null;
  title?: string;
  description?: string;
  feedback?: string | null;
  submittedAt?: Date | null;
  /** The tenants the course is limited to; none: every tenant. */
  subdomainIds?: number[];
  /** Chapters in order, each with its sections' titles and bodies in order. */
  chapters?: Array<{ title: string; sections: Array<{ title: string; body: string }> }>;
}

const ONE_CHAPTER = [
  {
    title: 'Getting started',
    sections: [
      { title: 'Welcome', body: 'What this course covers.' },
      { title: 'First steps', body: 'A first worked example.' },
    ],
  },
];

/**
 * A course written straight into the database in any state, with its chapters and sections; a pending one
 * carries its author's `submitted` log, as a submission through the API would.
 */
export async function insertCourse(ctx: AppContext, spec: CourseSpec) {
  const state = spec.state ?? 'pending';
  const [thumbnail] = await ctx.db
    .select({ id: thumbnails.id })
    .from(thumbnails)
    .orderBy(thumbnails.id)
    .limit(1);
  const submittedAt = spec.submittedAt === undefined && state !== 'draft' ? new Date() : spec.submittedAt;
  const [course] = await ctx.db
    .insert(courses)
    .values({
      tutorId: spec.tutorId,
      courseType: spec.courseType ?? 'subject',
      subjectId: spec.subjectId ?? null,
      title: spec.title ?? 'Algebra from the ground up',
      description: spec.description ?? 'Linear equations, step by step, with worked examples.',
      thumbnailId: thumbnail?.id ?? null,
      approvalState: state,
      feedback: spec.feedback ?? null,
      submittedAt: submittedAt ?? null,
      approvedAt: state === 'approved' ? new Date() : null,
    })
    .returning();
  if (spec.subdomainIds?.length) {
    await ctx.db
      .insert(courseSubdomains)
      .values(spec.subdomainIds.map((subdomainId) => ({ courseId: course!.id, subdomainId })));
  }
  const sections: Array<typeof courseSections.$inferSelect> = [];
  for (const [c, chapter] of (spec.chapters ?? ONE_CHAPTER).entries()) {
    const [row] = await ctx.db
      .insert(courseChapters)
      .values({ courseId: course!.id, title: chapter.title, sortOrder: c + 1 })
      .returning();
    for (const [s, section] of chapter.sections.entries()) {
      const [inserted] = await ctx.db
        .insert(courseSections)
        .values({ chapterId: row!.id, title: section.title, description: section.body, sortOrder: s + 1 })
        .returning();
      sections.push(inserted!);
    }
  }
  if (state === 'pending') {
    await ctx.db
      .insert(courseApprovalLogs)
      .values({ courseId: course!.id, actorId: spec.tutorId, action: 'submitted', createdAt: submittedAt! });
  }
  return { course: course!, sections };
}

/** The student starts the course (as `POST /courses/{id}/subscribe` would). */
export async function enrol(ctx: AppContext, courseId: number, studentId: number) {
  const [row] = await ctx.db.insert(courseEnrolments).values({ courseId, studentId }).returning();
  return row!;
}

export async function courseRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(courses).where(eq(courses.id, id));
  return row!;
}

/** The course's approval log, oldest first. */
export function approvalLogsOf(ctx: AppContext, courseId: number) {
  return ctx.db
    .select()
    .from(courseApprovalLogs)
    .where(eq(courseApprovalLogs.courseId, courseId))
    .orderBy(asc(courseApprovalLogs.id));
}

export function courseAuditRowsOf(ctx: AppContext, courseId: number) {
  return ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectType, 'course'), eq(auditLogs.subjectId, courseId)))
    .orderBy(asc(auditLogs.id));
}

/** The user's notification rows, newest first. */
export function notificationRowsOf(ctx: AppContext, userId: number) {
  return ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id));
}
