import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context.ts';
import { inTransaction, type Tx } from '../platform/db/client.ts';
import {
  courseApprovalLogs,
  courseChapters,
  courseEnrolments,
  courseSectionProgress,
  courseSectionSpecialties,
  courseSections,
  courses,
  subjectSpecialties,
  subjects,
  thumbnails,
  users,
} from '../platform/db/schema/index.ts';
import { plainTextToHtml } from '../platform/rich-text/plain-text-to-html.ts';
import { ALGEBRA_UID, PUBLISHED_COURSES } from './demo-course-texts.ts';
import type { DemoCourse } from './demo-course-types.ts';
import { PUBLISHED_SKILLS, UNPUBLISHED_COURSES } from './demo-skill-texts.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Sections of the algebra course the demo student has taken: under half, so no creator reward is due. */
const TAKEN_SECTIONS = 2;

interface People {
  tutorId: number;
  /** Who approved the published ones (null if the demo admin is gone). */
  adminId: number | null;
}

async function demoUserId(ctx: AppContext, email: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.subdomainId), eq(sql`lower(${users.email})`, email)));
  return row?.id;
}

/** The id of a reference row by its code, resolved inside the insert. */
function idOf(table: typeof subjects | typeof subjectSpecialties | typeof thumbnails, code: string) {
  return sql<number>`(select ${table.id} from ${table} where ${table.code} = ${code})`;
}

/** When the course was written, submitted and approved: a few days apart, older for the earlier ones. */
function timesOf(demo: DemoCourse, index: number, now: Date) {
  const submittedAt = new Date(now.getTime() - (40 - index * 5) * DAY_MS);
  if (demo.state === 'draft') return { createdAt: new Date(now.getTime() - 3 * DAY_MS), submittedAt: null };
  if (demo.state === 'pending') {
    return { createdAt: new Date(now.getTime() - 4 * DAY_MS), submittedAt: new Date(now.getTime() - DAY_MS) };
  }
  return {
    createdAt: new Date(submittedAt.getTime() - 2 * DAY_MS),
    submittedAt,
    approvedAt: new Date(submittedAt.getTime() + DAY_MS),
  };
}

/**
 * Writes one course with its chapters, sections and approval log, unless its fixed uid is already there: a course
 * seeded before is left as it is, whatever its author or the admin team have done with it since.
 */
async function seedCourse(tx: Tx, demo: DemoCourse, people: People, index: number, now: Date) {
  const times = timesOf(demo, index, now);
  const [course] = await tx
    .insert(courses)
    .values({
      uid: demo.uid,
      tutorId: people.tutorId,
      courseType: demo.courseType,
      subjectId: demo.subject ? idOf(subjects, demo.subject) : null,
      title: demo.title,
      description: demo.description,
      thumbnailId: idOf(thumbnails, demo.thumbnail),
      isFree: demo.isFree ?? false,
      approvalState: demo.state,
      submittedAt: times.submittedAt,
      approvedAt: times.approvedAt ?? null,
      createdAt: times.createdAt,
      updatedAt: times.approvedAt ?? times.submittedAt ?? times.createdAt,
    })
    .onConflictDoNothing({ target: courses.uid })
    .returning({ id: courses.id });
  if (!course) return;
  for (const [c, chapter] of demo.chapters.entries()) {
    const [row] = await tx
      .insert(courseChapters)
      .values({ courseId: course.id, title: chapter.title, sortOrder: c + 1, createdAt: times.createdAt })
      .returning({ id: courseChapters.id });
    const sections = await tx
      .insert(courseSections)
      .values(
        chapter.sections.map((section, s) => ({
          chapterId: row!.id,
          title: section.title,
          // Written already as the sanitiser stores it (demo-lesson-html.test.ts), so the seed need not load it.
          description: 'html' in section ? section.html : plainTextToHtml(section.paragraphs.join('\n\n')),
          type: 'text' as const,
          sortOrder: s + 1,
          createdAt: times.createdAt,
          updatedAt: times.createdAt,
        })),
      )
      .returning({ id: courseSections.id });
    const tags = demo.subject ? (chapter.specialties ?? []) : [];
    if (tags.length) {
      await tx.insert(courseSectionSpecialties).values(
        sections.flatMap((section) =>
          tags.map((slug) => ({
            sectionId: section.id,
            specialtyId: idOf(subjectSpecialties, `${demo.subject}-${slug}`),
          })),
        ),
      );
    }
  }
  if (times.submittedAt) {
    await tx.insert(courseApprovalLogs).values({
      courseId: course.id,
      actorId: people.tutorId,
      action: 'submitted',
      createdAt: times.submittedAt,
    });
  }
  if (times.approvedAt) {
    await tx.insert(courseApprovalLogs).values({
      courseId: course.id,
      actorId: people.adminId,
      action: 'approved',
      createdAt: times.approvedAt,
    });
  }
}

/** The demo student started the algebra course five days ago and has taken its first sections, once. */
async function seedStudentProgress(tx: Tx, studentId: number, now: Date) {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.uid, ALGEBRA_UID));
  if (!course) return;
  const startedAt = new Date(now.getTime() - 5 * DAY_MS);
  const [enrolment] = await tx
    .insert(courseEnrolments)
    .values({ courseId: course.id, studentId, startedAt, updatedAt: startedAt })
    .onConflictDoNothing()
    .returning({ id: courseEnrolments.id });
  if (!enrolment) return;
  await tx
    .update(courses)
    .set({ enrolsCount: sql`${courses.enrolsCount} + 1` })
    .where(eq(courses.id, course.id));
  const taken = await tx
    .select({ id: courseSections.id })
    .from(courseSections)
    .innerJoin(courseChapters, eq(courseChapters.id, courseSections.chapterId))
    .where(eq(courseChapters.courseId, course.id))
    .orderBy(
      asc(courseChapters.sortOrder),
      asc(courseChapters.id),
      asc(courseSections.sortOrder),
      asc(courseSections.id),
    )
    .limit(TAKEN_SECTIONS);
  await tx.insert(courseSectionProgress).values(
    taken.map((section, i) => ({
      enrolmentId: enrolment.id,
      sectionId: section.id,
      takenAt: new Date(startedAt.getTime() + i * DAY_MS),
    })),
  );
  const latest = taken.at(-1);
  await tx
    .update(courseEnrolments)
    .set({
      latestViewedSectionId: latest?.id ?? null,
      updatedAt: new Date(startedAt.getTime() + (taken.length - 1) * DAY_MS),
    })
    .where(eq(courseEnrolments.id, enrolment.id));
}

/**
 * The demo tutor's courses and skills: three published courses and two published skills with real lessons, a
 * draft and one waiting for review; the demo student has started the algebra course. Each course is written once
 * (found by its fixed uid after that), so seeding again writes nothing.
 */
export async function seedDemoCourses(ctx: AppContext): Promise<void> {
  const tutorId = await demoUserId(ctx, 'tutor@kru.test');
  if (!tutorId) return;
  const studentId = await demoUserId(ctx, 'student@kru.test');
  const people = { tutorId, adminId: (await demoUserId(ctx, 'admin@kru.test')) ?? null };
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const all = [...PUBLISHED_COURSES, ...PUBLISHED_SKILLS, ...UNPUBLISHED_COURSES];
    for (const [index, demo] of all.entries()) await seedCourse(tx, demo, people, index, now);
    if (studentId) await seedStudentProgress(tx, studentId, now);
  });
}
