import type { Language } from '@kru/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { subjects, tutoringSessions, users } from '../../platform/db/schema/index.ts';
import { BRIEF_LIMITS } from './policy.ts';

/** The session with its student (and their consent) and subject: what decides who reads the brief. */
export async function findBriefSession(q: Queryable, sessionId: number) {
  const [row] = await q
    .select({
      id: tutoringSessions.id,
      tutorId: tutoringSessions.tutorId,
      status: tutoringSessions.status,
      startingAt: tutoringSessions.startingAt,
      endingAt: tutoringSessions.endingAt,
      notes: tutoringSessions.notes,
      isTrial: tutoringSessions.isTrial,
      subject: { id: subjects.id, titleEn: subjects.titleEn, titleTh: subjects.titleTh },
      student: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        shares: users.shareLearningWithTutors,
      },
    })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.id, tutoringSessions.studentId))
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .where(eq(tutoringSessions.id, sessionId))
    .limit(1);
  return row;
}
export type BriefSession = NonNullable<Awaited<ReturnType<typeof findBriefSession>>>;

/** A text column in the language asked, for a diagnostic's text that may carry a Thai translation. */
const inLanguage = (en: string, th: string, language: Language) =>
  language === 'th' ? sql.raw(`coalesce(${th}, ${en})`) : sql.raw(en);

/**
 * The student's latest submitted diagnostics of the subject, one row per answer with its question's specialty
 * (the specialty scores are worked out from them as the result page does).
 */
export async function findRecentDiagnosticAnswers(q: Queryable, studentId: number, subjectId: number) {
  const { rows } = await q.execute<{
    quiz_id: number;
    title_en: string;
    title_th: string;
    finished_at: Date;
    score_percent: number;
    specialty_id: number | null;
    score_milli: number;
  }>(sql`
    WITH recent AS (
      SELECT qz.id, qz.finished_at, qz.score_percent, sa.title_en, sa.title_th
      FROM quizzes qz JOIN self_assessments sa ON sa.id = qz.self_assessment_id
      WHERE qz.user_id = ${studentId} AND sa.subject_id = ${subjectId} AND qz.finished_at IS NOT NULL
      ORDER BY qz.finished_at DESC, qz.id DESC
      LIMIT ${BRIEF_LIMITS.diagnostics})
    SELECT r.id AS quiz_id, r.title_en, r.title_th, r.finished_at, r.score_percent,
      qs.specialty_id, a.score_milli
    FROM recent r
    JOIN quiz_answers a ON a.quiz_id = r.id
    JOIN questions qs ON qs.id = a.question_id
    ORDER BY r.finished_at DESC, r.id DESC, qs.sort_order, qs.id`);
  return rows.map((row) => ({ ...row, finished_at: new Date(row.finished_at) }));
}

/**
 * The student's latest answers below full marks in the quizzes of the subject (course quizzes of its courses and
 * its diagnostics), each with the options chosen and the right ones, in the language asked.
 */
export async function findRecentMistakes(
  q: Queryable,
  studentId: number,
  subjectId: number,
  language: Language,
) {
  const question = inLanguage('qs.title', 'qs.title_th', language);
  const option = inLanguage('o.title', 'o.title_th', language);
  const diagnostic = language === 'th' ? sql.raw('sa.title_th') : sql.raw('sa.title_en');
  const { rows } = await q.execute<{
    question_id: number;
    question: string;
    source: string | null;
    chosen: string[] | null;
    correct: string[] | null;
    answered_at: Date;
  }>(sql`
    SELECT a.question_id, ${question} AS question, coalesce(cs.title, ${diagnostic}) AS source,
      (SELECT array_agg(${option} ORDER BY o.sort_order, o.id) FROM question_options o
        WHERE o.id = ANY(a.selected_option_ids)) AS chosen,
      (SELECT array_agg(${option} ORDER BY o.sort_order, o.id) FROM question_options o
        WHERE o.question_id = a.question_id AND o.score_milli = 1000) AS correct,
      qz.finished_at AS answered_at
    FROM quizzes qz
    JOIN quiz_answers a ON a.quiz_id = qz.id AND a.score_milli < 1000
    JOIN questions qs ON qs.id = a.question_id
    LEFT JOIN course_sections cs ON cs.id = qz.section_id
    LEFT JOIN course_chapters ch ON ch.id = cs.chapter_id
    LEFT JOIN courses c ON c.id = ch.course_id
    LEFT JOIN self_assessments sa ON sa.id = qz.self_assessment_id
    WHERE qz.user_id = ${studentId} AND qz.finished_at IS NOT NULL
      AND coalesce(c.subject_id, sa.subject_id) = ${subjectId}
    ORDER BY qz.finished_at DESC, qz.id DESC, qs.sort_order, qs.id
    LIMIT ${BRIEF_LIMITS.mistakes}`);
  return rows.map((row) => ({ ...row, answered_at: new Date(row.answered_at) }));
}

/** The student's enrolments in courses of the subject, latest activity first, with sections taken and in all. */
export async function findSubjectCourses(q: Queryable, studentId: number, subjectId: number) {
  const { rows } = await q.execute<{
    course_id: number;
    title: string;
    status: string;
    taken: number;
    total: number;
  }>(sql`
    SELECT c.id AS course_id, c.title, e.status,
      (SELECT count(*)::integer FROM course_section_progress p WHERE p.enrolment_id = e.id) AS taken,
      (SELECT count(*)::integer FROM course_sections s JOIN course_chapters ch ON ch.id = s.chapter_id
        WHERE ch.course_id = c.id AND s.deleted_at IS NULL AND ch.deleted_at IS NULL) AS total
    FROM course_enrolments e JOIN courses c ON c.id = e.course_id
    WHERE e.student_id = ${studentId} AND c.subject_id = ${subjectId}
    ORDER BY e.updated_at DESC, e.id DESC
    LIMIT ${BRIEF_LIMITS.courses}`);
  return rows;
}
