import { tutorReviewDetailSchema, tutorReviewSummarySchema } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser, emailsTo, lastEmailTo } from '../../../test/factories.ts';
import { JPEG_16X16, PDF_ONE_PAGE, pathOf } from '../../../test/files.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import {
  addDocument,
  auditRowsOf,
  createReadyTutor,
  DOCUMENT_UPLOADS,
  setReviewState,
  userRow,
} from '../../../test/tutors.ts';

let t: TestApp;
let c: ProfileCatalogue;
let admin: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  c = await createProfileCatalogue(t.ctx);
  admin = await createUser(t.ctx, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
});

const base = '/api/v1/admin/tutor-reviews';
const list = (query = '', token = admin.token) => t.call('GET', `${base}${query}`, { token });
const detail = (id: number, token = admin.token, headers: Record<string, string> = {}) =>
  t.call('GET', `${base}/${id}`, { token, headers });
const approve = (id: number, token = admin.token) => t.call('POST', `${base}/${id}/approve`, { token });
const reject = (id: number, body: unknown, token = admin.token) =>
  t.call('POST', `${base}/${id}/reject`, { token, body });

/** A tutor who has submitted a complete profile (through the API). */
async function submittedTutor(options: Parameters<typeof createReadyTutor>[2] = {}) {
  const tutor = await createReadyTutor(t, c, options);
  const res = await t.call('POST', '/api/v1/kyc/review', { token: tutor.token });
  expect(res.status).toBe(200);
  return tutor;
}

describe('admin only', () => {
  const calls: Array<[string, (id: number, token?: string) => ReturnType<TestApp['call']>]> = [
    ['GET /admin/tutor-reviews', (_, token) => t.call('GET', base, { token })],
    ['GET /admin/tutor-reviews/:id', (id, token) => t.call('GET', `${base}/${id}`, { token })],
    [
      'POST /admin/tutor-reviews/:id/approve',
      (id, token) => t.call('POST', `${base}/${id}/approve`, { token }),
    ],
    [
      'POST /admin/tutor-reviews/:id/reject',
      (id, token) => t.call('POST', `${base}/${id}/reject`, { token, body: { comment: 'No' } }),
    ],
    [
      'POST /admin/tutor-reviews/:id/reject without a body',
      (id, token) => t.call('POST', `${base}/${id}/reject`, { token }),
    ],
  ];

  it.each(calls)('%s needs a signed-in user', async (_, call) => {
    const tutor = await submittedTutor();
    const res = await call(tutor.user.id);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Sorry, You are not allowed to access the requested resource.',
    });
  });

  it.each(calls)('%s answers 403 to a tutor and a student, changing nothing', async (_, call) => {
    const tutor = await submittedTutor();
    const student = await createUser(t.ctx);
    for (const token of [tutor.token, student.token]) {
      const res = await call(tutor.user.id, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        message: 'You do not have permission to do this.',
      });
    }
    expect(await userRow(t.ctx, tutor.user.id)).toMatchObject({ approvalStatus: 'pending' });
    expect((await auditRowsOf(t.ctx, tutor.user.id)).map((row) => row.action)).toEqual(['tutor.submitted']);
  });
});

describe('GET /admin/tutor-reviews', () => {
  it('lists the pending queue by default, oldest submission first, with documents counted', async () => {
    const first = await submittedTutor({ firstName: 'First', lastName: 'Tutor' });
    const second = await submittedTutor({ firstName: 'Second', lastName: 'Tutor' });
    await addDocument(t, second.token, 'certificate').catch(() => undefined); // frozen: not counted
    const res = await list();
    expect(res.status).toBe(200);
    for (const item of res.body.data) expect(tutorReviewSummarySchema.parse(item)).toEqual(item);
    expect(res.body.data.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    const ids = res.body.data.map((item: { id: number }) => item.id);
    expect(ids.indexOf(first.user.id)).toBeLessThan(ids.indexOf(second.user.id));
    const row = res.body.data.find((item: { id: number }) => item.id === first.user.id);
    expect(row).toEqual({
      id: first.user.id,
      full_name: 'First Tutor',
      email: first.user.email,
      status: 'pending',
      submitted_at: (await userRow(t.ctx, first.user.id)).reviewSubmittedAt!.toISOString(),
      documents_count: 2,
    });
    expect(res.body.pagination).toMatchObject({ current_page: 1, per_page: 20 });
  });

  it('filters by state and lists only tutors', async () => {
    const approved = await createReadyTutor(t, c, {
      approvalStatus: 'approved',
      reviewSubmittedAt: new Date(),
    });
    const rejected = await createReadyTutor(t, c, {
      approvalStatus: 'rejected',
      reviewSubmittedAt: new Date(),
    });
    const incomplete = await createUser(t.ctx, { role: 'teacher' });
    const student = await createUser(t.ctx);
    const idsOf = async (status: string) =>
      (await list(`?status=${status}`)).body.data.map((item: { id: number }) => item.id);
    expect(await idsOf('approved')).toContain(approved.user.id);
    expect(await idsOf('approved')).not.toContain(rejected.user.id);
    expect(await idsOf('rejected')).toContain(rejected.user.id);
    const incompleteIds = await idsOf('incomplete');
    expect(incompleteIds).toContain(incomplete.user.id);
    expect(incompleteIds).not.toContain(student.user.id);
    expect(incompleteIds).not.toContain(admin.user.id);
    const incompleteRow = (await list('?status=incomplete')).body.data.find(
      (item: { id: number }) => item.id === incomplete.user.id,
    );
    expect(incompleteRow).toMatchObject({ submitted_at: null, documents_count: 0 });
  });

  it('pages through the queue', async () => {
    const early: number[] = [];
    for (let i = 0; i < 21; i++) {
      const { user } = await createUser(t.ctx, {
        role: 'teacher',
        approvalStatus: 'pending',
        reviewSubmittedAt: new Date(Date.UTC(2000, 0, 1, 0, i)),
      });
      early.push(user.id);
    }
    const page1 = await list('?page=1');
    const page2 = await list('?page=2');
    expect(page1.body.data.map((item: { id: number }) => item.id)).toEqual(early.slice(0, 20));
    expect(page2.body.data[0].id).toBe(early[20]);
    const total = page1.body.pagination.total;
    expect(total).toBeGreaterThanOrEqual(21);
    expect(page1.body.pagination).toEqual({
      total,
      count: 20,
      per_page: 20,
      current_page: 1,
      total_pages: Math.ceil(total / 20),
    });
    expect(page2.body.pagination).toMatchObject({ current_page: 2, count: Math.min(20, total - 20) });
  });

  it.each(['?status=archived', '?page=0', '?page=x'])('answers 422 to %s', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /admin/tutor-reviews/:id', () => {
  it('shows every profile field, the priced subjects, documents with previews, and the history', async () => {
    const tutor = await submittedTutor({ language: 'th' });
    const res = await detail(tutor.user.id);
    expect(res.status).toBe(200);
    expect(tutorReviewDetailSchema.parse(res.body.data)).toEqual(res.body.data);
    const { tutor: profile, documents, history, submitted_at } = res.body.data;
    expect(profile).toMatchObject({
      id: tutor.user.id,
      email: tutor.user.email,
      role: 'teacher',
      title: 'Ms',
      first_name: 'Malee',
      last_name: 'Sukjai',
      full_name: 'Malee Sukjai',
      date_of_birth: '1990-04-01',
      gender: 'female',
      mobile: '+66 81 234 5678',
      description: 'I have taught maths for ten years.',
      visa_required: false,
      approval_status: 'pending',
      language: 'th',
    });
    expect(profile.subject_prices).toEqual([
      expect.objectContaining({
        subject_id: c.maths.id,
        price_per_hour: 25,
        subject: expect.objectContaining({ title: 'Maths' }),
      }),
    ]);
    expect(submitted_at).toBe((await userRow(t.ctx, tutor.user.id)).reviewSubmittedAt!.toISOString());

    expect(documents.map((d: { type: string; preview: string }) => [d.type, d.preview])).toEqual([
      ['passport_front', 'image'],
      ['passport_rear', 'pdf'],
    ]);
    const image = await t.app.inject({ method: 'GET', url: pathOf(documents[0].url) });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(JPEG_16X16);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    const pdf = await t.app.inject({ method: 'GET', url: pathOf(documents[1].url) });
    expect(pdf.rawPayload).toEqual(PDF_ONE_PAGE);
    expect(pdf.headers['content-disposition']).toMatch(/^inline;/);

    expect(history).toEqual([
      {
        id: expect.any(Number),
        action: 'tutor.submitted',
        actor: { id: tutor.user.id, full_name: 'Malee Sukjai' },
        comment: null,
        changes: [],
        created_at: expect.any(String),
      },
    ]);
  });

  it('answers 404 for anyone who is not a tutor, and for an unknown id', async () => {
    const student = await createUser(t.ctx);
    for (const id of [student.user.id, admin.user.id, 999_999]) {
      const res = await detail(id);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect((await approve(id)).status).toBe(404);
      expect((await reject(id, { comment: 'No' })).status).toBe(404);
    }
  });

  it('answers 422 for an id that is not a number', async () => {
    expect((await detail('abc' as unknown as number)).status).toBe(422);
  });
});

describe('decisions', () => {
  it('approves a pending profile: audited, congratulated by e-mail, shown on the profile', async () => {
    const tutor = await submittedTutor();
    const res = await approve(tutor.user.id);
    expect(res.status).toBe(200);
    expect(res.body.data.tutor).toMatchObject({ approval_status: 'approved', rejection_comment: null });
    expect(res.body.data.history[0]).toMatchObject({
      action: 'tutor.approved',
      actor: { id: admin.user.id, full_name: 'Ada Admin' },
      comment: null,
    });
    expect(await userRow(t.ctx, tutor.user.id)).toMatchObject({ approvalStatus: 'approved' });
    const audit = await auditRowsOf(t.ctx, tutor.user.id);
    expect(audit.at(-1)).toMatchObject({
      actorId: admin.user.id,
      action: 'tutor.approved',
      subjectType: 'user',
      subjectId: tutor.user.id,
      metadata: { from: 'pending', to: 'approved' },
    });
    const email = await lastEmailTo(t.ctx, tutor.user.email);
    expect(email).toMatchObject({ template: 'tutor_approved', language: 'en' });
    expect(email!.subject).toBe('Congratulations, your Kru tutor profile is approved');
    expect(email!.textBody).toContain('Hello Malee Sukjai,');
    expect((await t.call('GET', '/api/v1/user', { token: tutor.token })).body.data.approval_status).toBe(
      'approved',
    );
  });

  it('rejects with the comment: stored, audited, e-mailed in the tutor’s language (Thai)', async () => {
    const tutor = await submittedTutor({ language: 'th', firstName: 'มาลี', lastName: 'สุขใจ' });
    const comment = 'รูปหนังสือเดินทางไม่ชัด กรุณาอัปโหลดใหม่';
    const res = await reject(tutor.user.id, { comment: `  ${comment} ` });
    expect(res.status).toBe(200);
    expect(res.body.data.tutor).toMatchObject({ approval_status: 'rejected', rejection_comment: comment });
    expect(await userRow(t.ctx, tutor.user.id)).toMatchObject({
      approvalStatus: 'rejected',
      rejectionComment: comment,
    });
    expect((await auditRowsOf(t.ctx, tutor.user.id)).at(-1)).toMatchObject({
      actorId: admin.user.id,
      action: 'tutor.rejected',
      comment,
      metadata: { from: 'pending', to: 'rejected' },
    });

    const email = await lastEmailTo(t.ctx, tutor.user.email);
    expect(email).toMatchObject({ template: 'tutor_rejected', language: 'th' });
    expect(email!.subject).toBe('โปรไฟล์ติวเตอร์ Kru ของคุณต้องแก้ไขเพิ่มเติม');
    expect(email!.textBody).toContain('สวัสดีคุณ มาลี สุขใจ');
    expect(email!.textBody).toContain('ความเห็นจากผู้ตรวจสอบ:');
    expect(email!.textBody).toContain(comment);
    expect(email!.htmlBody).toContain(comment);
    expect((await t.call('GET', '/api/v1/user', { token: tutor.token })).body.data).toMatchObject({
      approval_status: 'rejected',
      rejection_comment: comment,
    });
  });

  it('e-mails an English tutor in English whatever the admin reads', async () => {
    const tutor = await submittedTutor();
    await t.call('POST', `${base}/${tutor.user.id}/reject`, {
      token: admin.token,
      body: { comment: 'Please add a clearer passport photo.' },
      headers: { 'accept-language': 'th' },
    });
    const email = await lastEmailTo(t.ctx, tutor.user.email);
    expect(email).toMatchObject({ template: 'tutor_rejected', language: 'en' });
    expect(email!.textBody).toContain('Please add a clearer passport photo.');
  });

  it.each([
    ['an empty comment', { comment: '' }],
    ['a blank comment', { comment: '   ' }],
    ['no comment', {}],
    ['no body', undefined],
  ])('refuses a rejection with %s: 422, nothing changed', async (_, body) => {
    const tutor = await submittedTutor();
    const res = await reject(tutor.user.id, body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Reasons of rejection is required',
    });
    expect(res.body.errors).toEqual({ comment: ['Reasons of rejection is required'] });
    expect(await userRow(t.ctx, tutor.user.id)).toMatchObject({
      approvalStatus: 'pending',
      rejectionComment: null,
    });
    expect(await emailsTo(t.ctx, tutor.user.email)).toEqual([]);
    expect((await auditRowsOf(t.ctx, tutor.user.id)).map((row) => row.action)).toEqual(['tutor.submitted']);
  });

  it('refuses a comment over 2000 characters', async () => {
    const tutor = await submittedTutor();
    const res = await reject(tutor.user.id, { comment: 'x'.repeat(2001) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ comment: ['The text is too long'] });
  });

  it.each(['incomplete', 'approved', 'rejected'] as const)(
    'decides only a pending profile: 409 from %s, nothing changed, nobody e-mailed',
    async (state) => {
      const tutor = await createReadyTutor(t, c);
      await setReviewState(t.ctx, tutor.user.id, state, state === 'rejected' ? 'Earlier comment' : null);
      for (const res of [await approve(tutor.user.id), await reject(tutor.user.id, { comment: 'Not now' })]) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 'CONFLICT',
          message:
            'This profile is not waiting for review, so it cannot be approved or rejected now. Reload to see its current state.',
        });
      }
      expect(await userRow(t.ctx, tutor.user.id)).toMatchObject({
        approvalStatus: state,
        rejectionComment: state === 'rejected' ? 'Earlier comment' : null,
      });
      expect(await auditRowsOf(t.ctx, tutor.user.id)).toEqual([]);
      expect(await emailsTo(t.ctx, tutor.user.email)).toEqual([]);
    },
  );

  it('two admins deciding at once: one decision wins, the other gets 409', async () => {
    const tutor = await submittedTutor();
    const other = await createUser(t.ctx, { role: 'admin' });
    const [a, b] = await Promise.all([
      approve(tutor.user.id),
      reject(tutor.user.id, { comment: 'Blurred passport' }, other.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const decisions = (await auditRowsOf(t.ctx, tutor.user.id)).filter(
      (row) => row.action !== 'tutor.submitted',
    );
    expect(decisions).toHaveLength(1);
    expect(await emailsTo(t.ctx, tutor.user.email)).toHaveLength(1);
  });
});

describe('the whole review cycle', () => {
  it('submit, reject, fix and resubmit, approve, then a vetted change sends it back', async () => {
    const tutor = await createReadyTutor(t, c);
    const token = tutor.token;
    const id = tutor.user.id;
    expect((await t.call('POST', '/api/v1/kyc/review', { token })).status).toBe(200);
    expect((await reject(id, { comment: 'The passport front is unreadable.' })).status).toBe(200);

    const documents = (await t.call('GET', '/api/v1/kyc/files', { token })).body.data;
    const front = documents.find((d: { type: string }) => d.type === 'passport_front');
    await addDocument(t, token, 'passport_front', DOCUMENT_UPLOADS.png, { replaces_id: front.id });
    const resubmitted = await t.call('POST', '/api/v1/kyc/review', { token });
    expect(resubmitted.body.data).toMatchObject({ approval_status: 'pending', rejection_comment: null });

    expect((await approve(id)).status).toBe(200);
    const renamed = await t.call('POST', '/api/v1/user', { token, body: { last_name: 'Jaidee' } });
    expect(renamed.body.data.approval_status).toBe('pending');

    const res = await detail(id);
    expect(res.body.data.history.map((e: { action: string }) => e.action)).toEqual([
      'tutor.resubmitted_by_change',
      'tutor.approved',
      'tutor.submitted',
      'tutor.rejected',
      'tutor.submitted',
    ]);
    expect(res.body.data.history[0]).toMatchObject({ actor: { id }, changes: ['last_name'] });
    expect(res.body.data.history[3]).toMatchObject({
      actor: { id: admin.user.id },
      comment: 'The passport front is unreadable.',
    });
    expect(res.body.data.tutor.approval_status).toBe('pending');
  });
});

describe('API description', () => {
  it('documents the review calls', async () => {
    const res = await t.call('GET', '/api/docs/json');
    for (const [route, method] of [
      ['/api/v1/admin/tutor-reviews', 'get'],
      ['/api/v1/admin/tutor-reviews/{tutorId}', 'get'],
      ['/api/v1/admin/tutor-reviews/{tutorId}/approve', 'post'],
      ['/api/v1/admin/tutor-reviews/{tutorId}/reject', 'post'],
    ] as const) {
      expect(res.body.paths[route][method].summary).toBeTruthy();
    }
    const reject = res.body.paths['/api/v1/admin/tutor-reviews/{tutorId}/reject'].post;
    expect(reject.requestBody.content['application/json'].schema.properties).toHaveProperty('comment');
  });
});
