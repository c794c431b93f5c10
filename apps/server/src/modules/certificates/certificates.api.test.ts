import { certificateSchema, messagesEn as en, publicCertificateSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { makeQuizSection, type QuestionFixture } from '../../../test/quizzes.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { certificates, courseSections } from '../../platform/db/schema/index.ts';

let t: TestApp;
let tutor: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, {
    role: 'teacher',
    approvalStatus: 'approved',
    firstName: 'Nok',
    lastName: 'Tutor',
  });
});

const api = '/api/v1';
type Headers = Record<string, string>;
const take = (sectionId: number, token: string, headers: Headers = {}) =>
  t.call('POST', `${api}/sections/${sectionId}/take`, { token, headers });
const mine = (token: string, headers: Headers = {}) =>
  t.call('GET', `${api}/certificates`, { token, headers });
const verify = (code: string, headers: Headers = {}) =>
  t.call('GET', `${api}/public/certificates/${encodeURIComponent(code)}`, { headers });

/**
 * A free approved course: two text sections, then a quiz of three single-choice questions (one right option
 * each) with a pass mark of 60%: one right answer (33%) fails it, two (67%) pass.
 */
async function shortCourse(options: { subdomainIds?: number[] } = {}) {
  const fixture = await createCourseFixture(t.ctx, {
    tutorId: tutor.user.id,
    isFree: true,
    sections: [3],
    ...options,
  });
  const [first, second, quiz] = fixture.sections as [
    (typeof fixture.sections)[0],
    (typeof fixture.sections)[0],
    (typeof fixture.sections)[0],
  ];
  const questions = await makeQuizSection(t.ctx, quiz.id, [
    { scores: [1, 0] },
    { scores: [1, 0] },
    { scores: [1, 0] },
  ]);
  await t.ctx.db.update(courseSections).set({ passMarkPercent: 60 }).where(eq(courseSections.id, quiz.id));
  return { course: fixture.course, textIds: [first.id, second.id], quizId: quiz.id, questions };
}

/** Takes the quiz section and submits `right` right answers (the rest wrong); answers the result. */
async function answerQuiz(
  quizSectionId: number,
  questions: QuestionFixture[],
  right: number,
  token: string,
  headers: Headers = {},
) {
  const started = await take(quizSectionId, token, headers);
  expect(started.status).toBe(200);
  const answers = questions.map((question, index) => ({
    id: question.id,
    selected_options: [question.options[index < right ? 0 : 1]!],
  }));
  const res = await t.call('POST', `${api}/quizzes/${started.body.data.quiz_id}/submit`, {
    token,
    headers,
    body: { questions: answers },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function certificateRows(userId: number) {
  return t.ctx.db.select().from(certificates).where(eq(certificates.userId, userId));
}

describe('issuing a certificate', () => {
  it('waits for the last section, then issues one certificate', async () => {
    const learner = await createUser(t.ctx, { firstName: 'Ada', lastName: 'Lovelace' });
    const { course, textIds, quizId, questions } = await shortCourse();
    await take(textIds[0]!, learner.token);
    const passed = await answerQuiz(quizId, questions, 3, learner.token);
    expect(passed).toMatchObject({ score_percent: 100, pass_mark_percent: 60, passed: true });
    expect(await certificateRows(learner.user.id)).toHaveLength(0);
    expect((await mine(learner.token)).body.data).toEqual([]);

    const last = await take(textIds[1]!, learner.token);
    expect(last.body.data.status_value).toBe('completed');
    const rows = await certificateRows(learner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      courseId: course.id,
      learnerName: 'Ada Lovelace',
      courseTitle: course.title,
      tutorName: 'Nok Tutor',
      language: 'en',
    });
    // 128 random bits, URL-safe.
    expect(rows[0]!.code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const listed = await mine(learner.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    const [certificate] = listed.body.data;
    expect(certificateSchema.parse(certificate)).toEqual(certificate);
    expect(certificate).toMatchObject({
      course_id: course.id,
      learner_name: 'Ada Lovelace',
      code: rows[0]!.code,
    });
    expect(certificate.verification_url).toBe(`${t.ctx.config.appUrl}/certificates/${rows[0]!.code}`);
  });

  it('waits for a quiz below its pass mark, issues once it is passed, and never again', async () => {
    const learner = await createUser(t.ctx);
    const { textIds, quizId, questions } = await shortCourse();
    for (const id of textIds) await take(id, learner.token);
    const failed = await answerQuiz(quizId, questions, 1, learner.token);
    expect(failed).toMatchObject({ score_percent: 33, pass_mark_percent: 60, passed: false });
    expect(await certificateRows(learner.user.id)).toHaveLength(0);

    const passed = await answerQuiz(quizId, questions, 2, learner.token);
    expect(passed).toMatchObject({ score_percent: 67, passed: true });
    const [issued] = await certificateRows(learner.user.id);
    expect(issued).toBeDefined();

    // Taking sections again, and a worse attempt (the best one counts), issue nothing new.
    await take(textIds[0]!, learner.token);
    await answerQuiz(quizId, questions, 0, learner.token);
    const rows = await certificateRows(learner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code).toBe(issued!.code);
    expect(rows[0]!.issuedAt).toEqual(issued!.issuedAt);
  });
});

describe('GET /certificates/{id}/pdf', () => {
  it('gives the owner a PDF naming them, in English or Thai; anyone else a 404, no one signed out', async () => {
    const learner = await createUser(t.ctx, {
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'Asia/Bangkok',
    });
    const { course, textIds, quizId, questions } = await shortCourse();
    for (const id of textIds) await take(id, learner.token);
    await answerQuiz(quizId, questions, 3, learner.token);
    const [certificate] = (await mine(learner.token)).body.data;
    const url = `${api}/certificates/${certificate.id}/pdf`;

    const pdf = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="kru-certificate-\d+-en\.pdf"$/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain(course.title);
    expect(text).toContain('Nok Tutor');
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain(certificate.verification_url);

    const thai = await t.app.inject({
      method: 'GET',
      url: `${url}?language=th`,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(thai.statusCode).toBe(200);
    const thaiText = await pdfText(thai.rawPayload);
    expect(thaiText).toContain('Grace Hopper');
    expect(thaiText).not.toContain('Certificate of Completion');
    // The Buddhist-era year of the issue date in Bangkok.
    const year = Number(
      new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Bangkok' }).format(
        new Date(certificate.issued_at),
      ),
    );
    expect(thaiText).toContain(String(year + 543));

    const other = await createUser(t.ctx);
    const foreign = await t.call('GET', url, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await t.call('GET', url)).status).toBe(401);
    expect((await t.call('GET', `${url}?language=fr`, { token: learner.token })).status).toBe(422);
  });

  it('tags the PDF with what it shows: the same tag again is a 304 with no body, for its owner only', async () => {
    const learner = await createUser(t.ctx, { firstName: 'Ada', lastName: 'Lovelace' });
    const { textIds, quizId, questions } = await shortCourse();
    for (const id of textIds) await take(id, learner.token);
    await answerQuiz(quizId, questions, 3, learner.token);
    const [certificate] = (await mine(learner.token)).body.data;
    const url = `${api}/certificates/${certificate.id}/pdf`;
    const download = (path: string, token: string, headers: Headers = {}) =>
      t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}`, ...headers } });

    const first = await download(url, learner.token);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    // The browser's copy is still right: a 304, nothing drawn or sent.
    const again = await download(url, learner.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload).toHaveLength(0);
    expect((await download(url, learner.token, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(
      304,
    );

    // Without the tag (another device): the kept PDF, byte for byte, under the same tag.
    const kept = await download(url, learner.token);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers.etag).toBe(etag);
    expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);

    // Thai is another PDF with its own tag; the English tag does not stand for it.
    const thai = await download(`${url}?language=th`, learner.token, { 'if-none-match': etag });
    expect(thai.statusCode).toBe(200);
    expect(thai.headers.etag).not.toBe(etag);

    // Someone else holding the tag learns nothing: a 404, not a 304.
    const other = await createUser(t.ctx);
    expect((await download(url, other.token, { 'if-none-match': etag })).statusCode).toBe(404);
  });
});

describe('GET /public/certificates/{code}', () => {
  it('confirms a certificate signed out, on its own tenant only', async () => {
    const tenant = await createTenant(t.ctx);
    const otherTenant = await createTenant(t.ctx);
    const headers = onTenant(tenant);
    const learner = await createUser(t.ctx, {
      subdomainId: tenant.id,
      firstName: 'Somchai',
      lastName: 'Dee',
    });
    const { course, textIds, quizId, questions } = await shortCourse({ subdomainIds: [tenant.id] });
    for (const id of textIds) await take(id, learner.token, headers);
    await answerQuiz(quizId, questions, 2, learner.token, headers);
    const [certificate] = (await mine(learner.token, headers)).body.data;
    expect(certificate.verification_url).toBe(`${tenant.url}/certificates/${certificate.code}`);

    const confirmed = await verify(certificate.code, headers);
    expect(confirmed.status).toBe(200);
    expect(publicCertificateSchema.parse(confirmed.body.data)).toEqual(confirmed.body.data);
    expect(confirmed.body.data).toEqual({
      code: certificate.code,
      learner_name: 'Somchai Dee',
      course_title: course.title,
      tutor_name: 'Nok Tutor',
      issued_at: certificate.issued_at,
      language: 'en',
    });

    expect((await verify(certificate.code, onTenant(otherTenant))).status).toBe(404);
    expect((await verify(certificate.code)).status).toBe(404);
    const unknown = await verify('AAAAAAAAAAAAAAAAAAAAAA', headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('a quiz’s pass mark', () => {
  it('defaults to 50, is set by the author from 1 to 100, and refuses anything else with a 422', async () => {
    const fixture = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'draft',
      sections: [2],
    });
    const [text, quiz] = fixture.sections;
    await makeQuizSection(t.ctx, quiz!.id, [{ scores: [1, 0] }]);
    const patch = (sectionId: number, body: unknown) =>
      t.call('PATCH', `${api}/sections/${sectionId}`, { token: tutor.token, body });

    const shown = await t.call('GET', `${api}/sections/${quiz!.id}`, { token: tutor.token });
    expect(shown.body.data.pass_mark_percent).toBe(50);
    expect(
      (await t.call('GET', `${api}/sections/${text!.id}`, { token: tutor.token })).body.data
        .pass_mark_percent,
    ).toBeNull();

    for (const bad of [0, 101, 2.5, -5, 'high', null]) {
      const res = await patch(quiz!.id, { pass_mark_percent: bad });
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.pass_mark_percent).toEqual([en.pass_mark_out_of_range]);
    }
    const onText = await patch(text!.id, { pass_mark_percent: 70 });
    expect(onText.status).toBe(422);
    expect(onText.body.errors.pass_mark_percent).toEqual([en.pass_mark_quiz_only]);

    const set = await patch(quiz!.id, { pass_mark_percent: 100 });
    expect(set.status).toBe(200);
    expect(set.body.data.pass_mark_percent).toBe(100);
    expect((await patch(quiz!.id, { pass_mark_percent: 1 })).body.data.pass_mark_percent).toBe(1);
  });

  it('stays as approved for learners while an edit of it waits for review', async () => {
    const learner = await createUser(t.ctx);
    const { textIds, quizId, questions } = await shortCourse();
    await take(textIds[0]!, learner.token);
    // The author raises the mark to 100: the course goes back to draft, its learners keep the approved 60.
    const raised = await t.call('PATCH', `${api}/sections/${quizId}`, {
      token: tutor.token,
      body: { pass_mark_percent: 100 },
    });
    expect(raised.status).toBe(200);
    const read = await t.call('GET', `${api}/sections/${quizId}`, { token: learner.token });
    expect(read.body.data.pass_mark_percent).toBe(60);
    await take(textIds[1]!, learner.token);
    const result = await answerQuiz(quizId, questions, 2, learner.token);
    expect(result).toMatchObject({ score_percent: 67, pass_mark_percent: 60, passed: true });
    expect(await certificateRows(learner.user.id)).toHaveLength(1);
  });
});
