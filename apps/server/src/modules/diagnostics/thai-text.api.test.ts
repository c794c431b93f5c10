import { diagnosticDetailSchema, quizAttemptViewSchema, quizResultSchema } from '@kru/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { answersFor, diagnosticKey } from '../../../test/diagnostics.ts';
import { createUser } from '../../../test/factories.ts';
import { questions } from '../../platform/db/schema/index.ts';
import { seedReferenceData } from '../../seed/reference/index.ts';

let t: TestApp;
const api = '/api/v1';
const inLanguage = (lang: string) => ({ 'accept-language': lang });

beforeAll(async () => {
  t = await createTestApp();
});

describe('an English-written diagnostic read in Thai', () => {
  it('shows its questions, options, feedback and specialties in Thai, and in English to English readers', async () => {
    const student = await createUser(t.ctx);
    const { id, questions: key } = await diagnosticKey(t.ctx, 'gcse-maths-2');
    const detail = async (lang: string) =>
      diagnosticDetailSchema.parse(
        (
          await t.call('GET', `${api}/self-assessments/${id}`, {
            token: student.token,
            headers: inLanguage(lang),
          })
        ).body.data,
      );
    expect((await detail('en')).questions[0]!.title).toBe('What is 3 + 4 × 2?');
    const thai = await detail('th');
    expect(thai.questions[0]!.title).toBe('3 + 4 × 2 เท่ากับเท่าไร');
    expect(thai.questions[9]!.options.map((option) => option.title)).toEqual([
      '14 ซม.',
      '100 ซม.',
      '10 ซม.',
      '√28 ซม.',
    ]);

    const started = await t.call('POST', `${api}/self-assessments/${id}/quizzes`, { token: student.token });
    const quizId = started.body.data.quiz_id;
    const attempt = quizAttemptViewSchema.parse(
      (
        await t.call('GET', `${api}/quizzes/${quizId}/attempt`, {
          token: student.token,
          headers: inLanguage('th'),
        })
      ).body.data,
    );
    expect(attempt.questions[1]!.title).toBe('จงหาค่าของ 0.3 × 0.2');

    const submitted = await t.call('POST', `${api}/quizzes/${quizId}/submit`, {
      token: student.token,
      headers: inLanguage('th'),
      body: { questions: answersFor(key, (_, index) => index !== 0) },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const result = quizResultSchema.parse(submitted.body.data);
    const first = result.questions[0]!;
    expect(first.feedback).toBe('การคูณต้องทำก่อนการบวก (ลำดับการดำเนินการ BIDMAS)');
    expect(first.options.find((option) => option.is_chosen)!.feedback).toBe(
      'คุณคิดจากซ้ายไปขวาโดยบวกก่อน ต้องคูณก่อน: 4 × 2 = 8 แล้ว 3 + 8 = 11',
    );
    expect(result.specialty_scores.map((score) => score.title)).toContain('พีชคณิต');

    const english = quizResultSchema.parse(
      (await t.call('GET', `${api}/quizzes/${quizId}`, { token: student.token, headers: inLanguage('en') }))
        .body.data,
    );
    expect(english.questions[0]!.feedback).toBe('Multiplication comes before addition (BIDMAS).');
  });

  it('gets its Thai text in a database seeded before it, except where an admin has edited the English', async () => {
    const { id } = await diagnosticKey(t.ctx, 'gcse-maths-2');
    await t.ctx.db
      .update(questions)
      .set({ titleTh: null, feedbackTh: null })
      .where(eq(questions.selfAssessmentId, id));
    await t.ctx.db
      .update(questions)
      .set({ title: 'What is 5 + 4 × 2?' })
      .where(and(eq(questions.selfAssessmentId, id), eq(questions.sortOrder, 1)));
    await seedReferenceData(t.ctx.db);
    const rows = await t.ctx.db
      .select({ sortOrder: questions.sortOrder, titleTh: questions.titleTh })
      .from(questions)
      .where(eq(questions.selfAssessmentId, id))
      .orderBy(questions.sortOrder);
    expect(rows[0]!.titleTh).toBeNull();
    expect(rows[1]!.titleTh).toBe('จงหาค่าของ 0.3 × 0.2');
    expect(rows.filter((row) => row.titleTh !== null)).toHaveLength(11);
  });
});
