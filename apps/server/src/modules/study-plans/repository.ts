import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  courseSectionSpecialties,
  quizzes,
  type StudyPlanSpecialty,
  selfAssessments,
  studyPlans,
  subjectSpecialties,
} from '../../platform/db/schema/index.ts';
import { listedOnTenant } from '../courses/index.ts';
import { visibleTutorCondition } from '../kyc/index.ts';

/** The course and subject of a section (null subject: a skill without one); undefined for no such section. */
export async function findSectionSubject(q: Queryable, sectionId: number) {
  const rows = await q.execute<{ course_id: number; subject_id: number | null }>(sql`
    SELECT ch.course_id, c.subject_id FROM course_sections s
    JOIN course_chapters ch ON ch.id = s.chapter_id JOIN courses c ON c.id = ch.course_id
    WHERE s.id = ${sectionId}`);
  const [row] = rows.rows;
  return row ? { courseId: row.course_id, subjectId: row.subject_id } : undefined;
}

/** The specialties of a subject, in catalogue order (none for no subject). */
export function findSubjectSpecialties(q: Queryable, subjectId: number | null) {
  if (subjectId === null) return Promise.resolve([]);
  return q
    .select({
      id: subjectSpecialties.id,
      titleEn: subjectSpecialties.titleEn,
      titleTh: subjectSpecialties.titleTh,
    })
    .from(subjectSpecialties)
    .where(eq(subjectSpecialties.subjectId, subjectId))
    .orderBy(subjectSpecialties.sortOrder, subjectSpecialties.id);
}

export async function findSectionSpecialtyIds(q: Queryable, sectionId: number): Promise<number[]> {
  const rows = await q
    .select({ id: courseSectionSpecialties.specialtyId })
    .from(courseSectionSpecialties)
    .where(eq(courseSectionSpecialties.sectionId, sectionId))
    .orderBy(courseSectionSpecialties.specialtyId);
  return rows.map((row) => row.id);
}

export async function replaceSectionSpecialties(tx: Tx, sectionId: number, specialtyIds: readonly number[]) {
  await tx.delete(courseSectionSpecialties).where(eq(courseSectionSpecialties.sectionId, sectionId));
  if (specialtyIds.length === 0) return;
  await tx
    .insert(courseSectionSpecialties)
    .values(specialtyIds.map((specialtyId) => ({ sectionId, specialtyId })));
}

export async function findPlan(q: Queryable, userId: number, selfAssessmentId: number) {
  const [row] = await q
    .select()
    .from(studyPlans)
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.selfAssessmentId, selfAssessmentId)))
    .limit(1);
  return row;
}
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

/** The learner's most recently built plan with its diagnostic's titles. */
export async function findLatestPlan(q: Queryable, userId: number) {
  const [row] = await q
    .select({ plan: studyPlans, titleEn: selfAssessments.titleEn, titleTh: selfAssessments.titleTh })
    .from(studyPlans)
    .innerJoin(selfAssessments, eq(selfAssessments.id, studyPlans.selfAssessmentId))
    .where(eq(studyPlans.userId, userId))
    .orderBy(desc(studyPlans.createdAt), desc(studyPlans.id))
    .limit(1);
  return row;
}

/** Builds the learner's plan for the diagnostic from a result, replacing the one before (one plan per diagnostic). */
export async function upsertPlan(
  q: Queryable,
  plan: {
    userId: number;
    selfAssessmentId: number;
    quizId: number;
    specialties: StudyPlanSpecialty[];
    at: Date;
  },
) {
  const values = { quizId: plan.quizId, specialties: plan.specialties, createdAt: plan.at };
  await q
    .insert(studyPlans)
    .values({ userId: plan.userId, selfAssessmentId: plan.selfAssessmentId, ...values })
    .onConflictDoUpdate({ target: [studyPlans.userId, studyPlans.selfAssessmentId], set: values });
}

/** The learner's latest submitted attempt at the diagnostic after `afterQuizId` (and before `beforeQuizId`), if any. */
export async function findLaterAttemptId(
  q: Queryable,
  attempts: { userId: number; selfAssessmentId: number; afterQuizId: number; beforeQuizId?: number },
) {
  const { userId, selfAssessmentId, afterQuizId, beforeQuizId } = attempts;
  const [row] = await q
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, userId),
        eq(quizzes.selfAssessmentId, selfAssessmentId),
        isNotNull(quizzes.finishedAt),
        sql`${quizzes.id} > ${afterQuizId}`,
        beforeQuizId === undefined ? undefined : sql`${quizzes.id} < ${beforeQuizId}`,
      ),
    )
    .orderBy(desc(quizzes.finishedAt), desc(quizzes.id))
    .limit(1);
  return row?.id;
}

export type PlanSectionRow = {
  specialty_id: number;
  id: number;
  title: string;
  course_id: number;
  course_title: string;
  course_type: string;
  done: boolean;
};

/**
 * The sections tagged with these specialties in the tenant's catalogue (approved courses and skills shown on it),
 * in reading order, at most `limit` per specialty, each marked done when the learner has taken it.
 */
export async function findPlanSections(
  q: Queryable,
  specialtyIds: readonly number[],
  learner: { userId: number; tenantId: number | null },
  limit: number,
): Promise<PlanSectionRow[]> {
  if (specialtyIds.length === 0) return [];
  const rows = await q.execute<PlanSectionRow>(sql`
    SELECT * FROM (
      SELECT t.specialty_id, s.id, s.title, courses.id AS course_id, courses.title AS course_title,
        courses.course_type,
        EXISTS (SELECT 1 FROM course_section_progress p JOIN course_enrolments e ON e.id = p.enrolment_id
          WHERE p.section_id = s.id AND e.student_id = ${learner.userId}) AS done,
        row_number() OVER (PARTITION BY t.specialty_id
          ORDER BY courses.approved_at, courses.id, ch.sort_order, s.sort_order, s.id) AS place
      FROM course_section_specialties t
      JOIN course_sections s ON s.id = t.section_id AND s.deleted_at IS NULL
      JOIN course_chapters ch ON ch.id = s.chapter_id AND ch.deleted_at IS NULL
      JOIN courses ON courses.id = ch.course_id
      WHERE t.specialty_id IN ${sql.raw(`(${specialtyIds.map(Number).join(',')})`)}
        AND ${listedOnTenant(learner.tenantId)}
    ) ranked WHERE place <= ${limit} ORDER BY specialty_id, place`);
  return rows.rows;
}

export type PlanTutorRow = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  avatar_key: string | null;
  subject_id: number;
  price_per_hour_pence: number;
  first_slot_id: number | null;
  second_slot_id: number | null;
  starting_at: string | null;
  ending_at: string | null;
};

/**
 * Up to `limit` approved tutors of the tenant who list the specialty, soonest free hour first (two free half-hour
 * slots in a row starting after `now`); tutors without one come last.
 */
export async function findPlanTutors(
  q: Queryable,
  specialtyId: number,
  tenantId: number | null,
  now: Date,
  limit: number,
): Promise<PlanTutorRow[]> {
  const rows = await q.execute<PlanTutorRow>(sql`
    SELECT users.id, users.first_name, users.last_name, users.email, f.key AS avatar_key, p.subject_id,
      p.price_per_hour_pence, free.first_slot_id, free.second_slot_id, free.starting_at, free.ending_at
    FROM users
    JOIN user_subject_prices p ON p.user_id = users.id
    JOIN user_subject_price_specialties ps ON ps.subject_price_id = p.id AND ps.specialty_id = ${specialtyId}
    LEFT JOIN files f ON f.id = users.avatar_file_id AND f.owner_id = users.id
    LEFT JOIN LATERAL (
      SELECT a.id AS first_slot_id, b.id AS second_slot_id, a.starting_at, b.ending_at
      FROM availabilities a
      JOIN availabilities b ON b.tutor_id = a.tutor_id AND b.starting_at = a.ending_at AND NOT b.is_booked
      WHERE a.tutor_id = users.id AND NOT a.is_booked AND a.starting_at > ${now.toISOString()}
      ORDER BY a.starting_at LIMIT 1
    ) free ON true
    WHERE ${visibleTutorCondition()} AND coalesce(users.subdomain_id, 0) = ${tenantId ?? 0}
    ORDER BY free.starting_at ASC NULLS LAST, users.id ASC
    LIMIT ${limit}`);
  return rows.rows;
}

/** The titles of specialties by id. */
export function findSpecialtyTitles(q: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return q
    .select({
      id: subjectSpecialties.id,
      titleEn: subjectSpecialties.titleEn,
      titleTh: subjectSpecialties.titleTh,
    })
    .from(subjectSpecialties)
    .where(sql`${subjectSpecialties.id} IN ${sql.raw(`(${ids.map(Number).join(',')})`)}`);
}
