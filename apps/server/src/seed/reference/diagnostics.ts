import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  questionOptions,
  questions,
  selfAssessments,
  specialtyStudyTopics,
  subjectSpecialties,
  subjects,
} from '../../platform/db/schema/index.ts';
import type { DiagnosticDef } from './diagnostic-def.ts';
import { DIAGNOSTICS } from './diagnostics-data.ts';

/**
 * The reference diagnostics, their questions and their specialties' study topics: each one whose code is not in
 * the table yet is added (a new reference diagnostic reaches databases seeded before it); one already there is
 * left as it is (admins own it; a restart must not undo their edits). A diagnostic whose subject the catalogue
 * lacks (edited away by the admin team) is skipped. A specialty's study topics are added only when it has none.
 * Thai translations of a diagnostic written in English are then filled in (see `translateDiagnostic`).
 */
export async function seedDiagnostics(tx: Queryable) {
  const existing = await tx.select({ code: selfAssessments.code }).from(selfAssessments);
  const seeded = new Set(existing.map((row) => row.code));
  for (const [index, def] of DIAGNOSTICS.entries()) {
    if (seeded.has(def.code)) continue;
    const [subject] = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.code, def.subjectCode));
    if (!subject) continue;
    const [diagnostic] = await tx
      .insert(selfAssessments)
      .values({
        code: def.code,
        subjectId: subject.id,
        titleEn: def.en,
        titleTh: def.th,
        descriptionEn: def.descriptionEn,
        descriptionTh: def.descriptionTh,
        minutes: def.minutes,
        sortOrder: index + 1,
      })
      .returning({ id: selfAssessments.id });
    const specialtyIds = new Map<string, number>();
    for (const [slug, topics] of Object.entries(def.topics)) {
      const [specialty] = await tx
        .select({ id: subjectSpecialties.id })
        .from(subjectSpecialties)
        .where(
          and(
            eq(subjectSpecialties.subjectId, subject.id),
            eq(subjectSpecialties.code, `${def.subjectCode}-${slug}`),
          ),
        );
      if (!specialty) continue;
      specialtyIds.set(slug, specialty.id);
      const { rows } = await tx.execute<{ has: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM specialty_study_topics WHERE specialty_id = ${specialty.id}) AS has`,
      );
      if (rows[0]?.has) continue;
      await tx.insert(specialtyStudyTopics).values(
        topics.map(([en, th], order) => ({
          specialtyId: specialty.id,
          titleEn: en,
          titleTh: th,
          sortOrder: order + 1,
        })),
      );
    }
    for (const [order, question] of def.questions.entries()) {
      const [row] = await tx
        .insert(questions)
        .values({
          selfAssessmentId: diagnostic!.id,
          specialtyId: specialtyIds.get(question.specialty) ?? null,
          title: question.title,
          feedback: question.feedback,
          sortOrder: order + 1,
        })
        .returning({ id: questions.id });
      await tx.insert(questionOptions).values(
        question.options.map(([title, right, feedback], optionOrder) => ({
          questionId: row!.id,
          title,
          feedback,
          scoreMilli: right ? 1000 : 0,
          sortOrder: optionOrder + 1,
        })),
      );
    }
  }
  for (const def of DIAGNOSTICS) if (def.thai) await translateDiagnostic(tx, def, def.thai);
}

/**
 * Fills in the Thai text of a seeded English diagnostic's questions and options that have none, also in databases
 * seeded before the translation existed; a question or option whose English an admin has edited since is left
 * alone (the translation would no longer match it). Two statements, whatever the number of questions.
 */
async function translateDiagnostic(
  tx: Queryable,
  def: DiagnosticDef,
  thai: NonNullable<DiagnosticDef['thai']>,
) {
  const rows = def.questions.map((question, index) => ({
    question_order: index + 1,
    question_title: question.title,
    title_th: thai[index]?.title ?? null,
    feedback_th: thai[index]?.feedback ?? null,
    options: question.options.map(([title], optionIndex) => ({
      option_order: optionIndex + 1,
      title,
      title_th: thai[index]?.options[optionIndex]?.[0] ?? null,
      feedback_th: thai[index]?.options[optionIndex]?.[1] ?? null,
    })),
  }));
  const owned = sql`(SELECT id FROM self_assessments WHERE code = ${def.code})`;
  const json = JSON.stringify(rows);
  await tx.execute(sql`
    UPDATE questions q SET title_th = v.title_th, feedback_th = v.feedback_th
    FROM jsonb_to_recordset(${json}::jsonb)
      AS v(question_order integer, question_title text, title_th text, feedback_th text)
    WHERE q.self_assessment_id = ${owned} AND q.sort_order = v.question_order
      AND q.title = v.question_title AND q.title_th IS NULL`);
  await tx.execute(sql`
    UPDATE question_options o SET title_th = v.title_th, feedback_th = v.feedback_th
    FROM questions q,
      jsonb_to_recordset(${json}::jsonb) AS qv(question_order integer, question_title text, options jsonb),
      jsonb_to_recordset(qv.options) AS v(option_order integer, title text, title_th text, feedback_th text)
    WHERE q.self_assessment_id = ${owned} AND q.sort_order = qv.question_order
      AND q.title = qv.question_title AND o.question_id = q.id AND o.sort_order = v.option_order
      AND o.title = v.title AND o.title_th IS NULL`);
}
