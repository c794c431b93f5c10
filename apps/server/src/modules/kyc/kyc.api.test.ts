import fs from 'node:fs';
import path from 'node:path';
import { kycDocumentSchema } from '@kru/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE, pathOf, uploadAndRegister, uploadFile } from '../../../test/files.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import {
  addDocument,
  auditRowsOf,
  createReadyTutor,
  DOCUMENT_UPLOADS,
  setReviewState,
  userRow,
} from '../../../test/tutors.ts';
import { files, userSubjectPrices, users } from '../../platform/db/schema/index.ts';
import { isVisibleTutor, visibleTutorCondition } from './index.ts';

let t: TestApp;
let c: ProfileCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await createProfileCatalogue(t.ctx);
});

const NOT_ALLOWED = 'Sorry, You are not allowed to access the requested resource.';
const TUTOR_ONLY = 'Only tutors can do this.';
const LOCKED = 'Your documents cannot be changed while your profile is under review.';

const listDocuments = (token?: string) => t.call('GET', '/api/v1/kyc/files', { token });
const submit = (token?: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/kyc/review', { token, headers });
const needVisa = (token: string | undefined, body: unknown) =>
  t.call('PATCH', '/api/v1/kyc/need-visa', { token, body });
const onDisk = (key: string) => path.join(t.ctx.config.dataDir, 'files', key);
const fileRow = async (key: string) => (await t.ctx.db.select().from(files).where(eq(files.key, key)))[0];

describe('tutor-only KYC calls', () => {
  const calls: Array<[string, (token?: string) => ReturnType<TestApp['call']>]> = [
    ['GET /kyc/files', (token) => listDocuments(token)],
    ['PATCH /kyc/need-visa', (token) => needVisa(token, { status: true })],
    ['POST /kyc/review', (token) => submit(token)],
  ];

  it.each(calls)('%s needs a signed-in user', async (_, call) => {
    const res = await call();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED', message: NOT_ALLOWED });
  });

  it.each(calls)('%s answers 403 to a student and an admin', async (_, call) => {
    for (const role of ['student', 'admin'] as const) {
      const { user, token } = await createUser(t.ctx, { role });
      const res = await call(token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: TUTOR_ONLY });
      expect(await userRow(t.ctx, user.id)).toMatchObject({
        visaRequired: false,
        approvalStatus: 'incomplete',
      });
    }
  });

  it('answers 403 to a student whatever the body', async () => {
    const { token } = await createUser(t.ctx);
    expect((await needVisa(token, { status: 'maybe' })).status).toBe(403);
  });
});

describe('GET /kyc/files', () => {
  it('lists only the tutor’s registered documents, each with a signed download URL', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    const other = await createUser(t.ctx, { role: 'teacher' });
    expect((await listDocuments(token)).body).toEqual({ success: true, data: [] });

    const front = await addDocument(t, token, 'passport_front', DOCUMENT_UPLOADS.jpeg, {
      description: 'Photo page',
    });
    const certificate = await addDocument(t, token, 'certificate', DOCUMENT_UPLOADS.pdf, {
      file_name: 'PGCE certificate.pdf',
    });
    await uploadFile(t, token, DOCUMENT_UPLOADS.png); // uploaded, never registered
    await uploadAndRegister(t, token, {
      type: 'avatar',
      contentType: 'image/png',
      bytes: DOCUMENT_UPLOADS.png.bytes,
    });
    await addDocument(t, other.token, 'passport_front');

    const res = await listDocuments(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    for (const document of res.body.data) expect(kycDocumentSchema.parse(document)).toEqual(document);
    expect(res.body.data[0]).toMatchObject({
      id: front.id,
      type: 'passport_front',
      title: 'passport_front.jpeg',
      description: 'Photo page',
      key: front.key,
      content_type: 'image/jpeg',
      size: DOCUMENT_UPLOADS.jpeg.bytes.length,
    });
    expect(res.body.data[1]).toMatchObject({
      id: certificate.id,
      type: 'certificate',
      title: 'PGCE certificate.pdf',
      description: null,
    });

    const download = await t.app.inject({ method: 'GET', url: pathOf(res.body.data[1].url) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF_ONE_PAGE);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^inline;/);
  });
});

describe('identity documents through the file pipeline', () => {
  it('only tutors upload documents: a student is refused at signing', async () => {
    const { user, token } = await createUser(t.ctx);
    const res = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'document', content_type: 'application/pdf', size: PDF_ONE_PAGE.length },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: TUTOR_ONLY });
    const rows = await t.ctx.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(rows).toEqual([]);
  });

  it('only tutors register documents: a student’s upload is refused at registration, unregistered', async () => {
    const { user, token } = await createUser(t.ctx);
    // An upload reserved directly, as if signed before the rule: registration checks again.
    const { token: tutorToken } = await createUser(t.ctx, { role: 'teacher' });
    const key = await uploadFile(t, tutorToken, DOCUMENT_UPLOADS.pdf);
    await t.ctx.db.update(files).set({ ownerId: user.id }).where(eq(files.key, key));
    const res = await t.call('POST', '/api/v1/files', {
      token,
      body: { file: key, type: 'document', document_type: 'passport_front' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(TUTOR_ONLY);
    expect((await fileRow(key))?.registeredAt).toBeNull();
  });

  it('freezes documents while the profile is under review, and frees them after a rejection', async () => {
    const { user, token } = await createReadyTutor(t, c);
    const waiting = await uploadFile(t, token, DOCUMENT_UPLOADS.png); // uploaded before the submission
    const [front] = (await listDocuments(token)).body.data;
    expect((await submit(token)).status).toBe(200);

    const sign = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'document', content_type: 'application/pdf', size: PDF_ONE_PAGE.length },
    });
    expect(sign.status).toBe(409);
    expect(sign.body).toMatchObject({ success: false, code: 'CONFLICT', message: LOCKED });

    const register = await t.call('POST', '/api/v1/files', {
      token,
      body: { file: waiting, type: 'document', document_type: 'certificate' },
    });
    expect(register.status).toBe(409);
    expect(register.body.message).toBe(LOCKED);
    expect((await fileRow(waiting))?.registeredAt).toBeNull();

    const remove = await t.call('DELETE', `/api/v1/files/${front.key}`, { token });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe(LOCKED);
    expect(await fileRow(front.key)).toBeDefined();
    expect(fs.existsSync(onDisk(front.key))).toBe(true);
    expect((await listDocuments(token)).body.data).toHaveLength(2);

    // Other files are not frozen.
    const avatar = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'avatar', content_type: 'image/png' },
    });
    expect(avatar.status).toBe(200);

    await setReviewState(t.ctx, user.id, 'rejected', 'The passport photo is blurred.');
    expect((await t.call('DELETE', `/api/v1/files/${front.key}`, { token })).status).toBe(200);
    expect(fs.existsSync(onDisk(front.key))).toBe(false);
    const registered = await t.call('POST', '/api/v1/files', {
      token,
      body: { file: waiting, type: 'document', document_type: 'passport_front' },
    });
    expect(registered.status).toBe(200);
    expect((await listDocuments(token)).body.data.map((d: { type: string }) => d.type).sort()).toEqual([
      'passport_front',
      'passport_rear',
    ]);
    expect(await userRow(t.ctx, user.id)).toMatchObject({ approvalStatus: 'rejected' });
  });

  it('replaces a document in one step with replaces_id: the old one goes, row and bytes', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    const old = await addDocument(t, token, 'passport_front', DOCUMENT_UPLOADS.png);
    const replacement = await addDocument(t, token, 'passport_front', DOCUMENT_UPLOADS.jpeg, {
      replaces_id: old.id,
    });
    expect(await fileRow(old.key)).toBeUndefined();
    expect(fs.existsSync(onDisk(old.key))).toBe(false);
    expect((await listDocuments(token)).body.data.map((d: { id: number }) => d.id)).toEqual([replacement.id]);
  });

  it('refuses to replace a document that is not one of yours, changing nothing', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    const other = await createUser(t.ctx, { role: 'teacher' });
    const theirs = await addDocument(t, other.token, 'passport_front');
    const attachment = await uploadAndRegister(t, token, {
      type: 'attachment',
      contentType: 'application/pdf',
      bytes: PDF_ONE_PAGE,
    });
    for (const replacesId of [theirs.id, attachment.id, 999_999]) {
      const key = await uploadFile(t, token, DOCUMENT_UPLOADS.pdf);
      const res = await t.call('POST', '/api/v1/files', {
        token,
        body: { file: key, type: 'document', document_type: 'passport_front', replaces_id: replacesId },
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['replaces_id']);
      expect((await fileRow(key))?.registeredAt).toBeNull();
    }
    expect(await fileRow(theirs.key)).toBeDefined();
    expect(await fileRow(attachment.key)).toBeDefined();
  });

  it('sends an approved tutor back to review when a document is added, replaced or removed', async () => {
    const { user, token } = await createReadyTutor(t, c);
    const [front] = (await listDocuments(token)).body.data;

    await setReviewState(t.ctx, user.id, 'approved');
    const certificate = await addDocument(t, token, 'certificate');
    expect(await userRow(t.ctx, user.id)).toMatchObject({ approvalStatus: 'pending' });

    await setReviewState(t.ctx, user.id, 'approved');
    await addDocument(t, token, 'passport_front', DOCUMENT_UPLOADS.png, { replaces_id: front.id });
    expect(await userRow(t.ctx, user.id)).toMatchObject({ approvalStatus: 'pending' });

    await setReviewState(t.ctx, user.id, 'approved');
    expect((await t.call('DELETE', `/api/v1/files/${certificate.key}`, { token })).status).toBe(200);
    const after = await userRow(t.ctx, user.id);
    expect(after).toMatchObject({ approvalStatus: 'pending' });
    expect(after.reviewSubmittedAt).toBeInstanceOf(Date);

    const audit = await auditRowsOf(t.ctx, user.id);
    expect(audit.map((row) => [row.action, row.actorId, row.metadata])).toEqual([
      [
        'tutor.resubmitted_by_change',
        user.id,
        { from: 'approved', to: 'pending', changes: ['documents.certificate.added'] },
      ],
      [
        'tutor.resubmitted_by_change',
        user.id,
        {
          from: 'approved',
          to: 'pending',
          changes: ['documents.passport_front.added', 'documents.passport_front.removed'],
        },
      ],
      [
        'tutor.resubmitted_by_change',
        user.id,
        { from: 'approved', to: 'pending', changes: ['documents.certificate.removed'] },
      ],
    ]);
  });

  it('leaves an incomplete or rejected profile as it is when documents change', async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    const doc = await addDocument(t, token, 'other');
    expect((await t.call('DELETE', `/api/v1/files/${doc.key}`, { token })).status).toBe(200);
    await setReviewState(t.ctx, user.id, 'rejected', 'Please add your passport.');
    await addDocument(t, token, 'passport_front');
    expect(await userRow(t.ctx, user.id)).toMatchObject({
      approvalStatus: 'rejected',
      rejectionComment: 'Please add your passport.',
    });
    expect(await auditRowsOf(t.ctx, user.id)).toEqual([]);
  });

  it('an unregistered document upload can be deleted even under review', async () => {
    const { user, token } = await createReadyTutor(t, c);
    const key = await uploadFile(t, token, DOCUMENT_UPLOADS.pdf);
    await setReviewState(t.ctx, user.id, 'pending');
    expect((await t.call('DELETE', `/api/v1/files/${key}`, { token })).status).toBe(200);
    expect(await fileRow(key)).toBeUndefined();
  });
});

describe('PATCH /kyc/need-visa', () => {
  it('sets visa_required, shown on the user', async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    const res = await needVisa(token, { status: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        approval_status: 'incomplete',
        rejection_comment: null,
        visa_required: true,
        submitted_at: null,
      },
    });
    expect((await userRow(t.ctx, user.id)).visaRequired).toBe(true);
    expect((await t.call('GET', '/api/v1/user', { token })).body.data.visa_required).toBe(true);
    expect((await needVisa(token, { status: false })).body.data.visa_required).toBe(false);
    expect((await userRow(t.ctx, user.id)).visaRequired).toBe(false);
  });

  it.each([[{}], [{ status: 'yes' }], [{ status: null }]])('refuses %j with 422', async (body) => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    const res = await needVisa(token, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['status']);
  });

  it('requires the residence permit for review when a visa is needed', async () => {
    const { user, token } = await createReadyTutor(t, c);
    expect((await needVisa(token, { status: true })).status).toBe(200);
    const refused = await submit(token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      documents: ['Upload your biometric residence permit, as you need a visa'],
    });
    expect((await userRow(t.ctx, user.id)).approvalStatus).toBe('incomplete');

    await addDocument(t, token, 'biometric_residence_permit', DOCUMENT_UPLOADS.png);
    const accepted = await submit(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ approval_status: 'pending', visa_required: true });
  });

  it('is frozen under review (the same value is no change), and an approved change goes back to review', async () => {
    const { user, token } = await createReadyTutor(t, c);
    expect((await submit(token)).status).toBe(200);
    const res = await needVisa(token, { status: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This cannot be changed while your profile is under review.');
    expect((await userRow(t.ctx, user.id)).visaRequired).toBe(false);
    expect((await needVisa(token, { status: false })).status).toBe(200);

    await setReviewState(t.ctx, user.id, 'approved');
    expect((await needVisa(token, { status: false })).body.data.approval_status).toBe('approved');
    const changed = await needVisa(token, { status: true });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ approval_status: 'pending', visa_required: true });
    const audit = await auditRowsOf(t.ctx, user.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'tutor.resubmitted_by_change',
      metadata: { from: 'approved', to: 'pending', changes: ['visa_required'] },
    });
  });
});

describe('POST /kyc/review', () => {
  it('submits a complete profile: pending, with the time and an audit row', async () => {
    const { user, token } = await createReadyTutor(t, c);
    const res = await submit(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      approval_status: 'pending',
      rejection_comment: null,
      visa_required: false,
    });
    const row = await userRow(t.ctx, user.id);
    expect(row.approvalStatus).toBe('pending');
    expect(row.reviewSubmittedAt?.toISOString()).toBe(res.body.data.submitted_at);
    expect((await t.call('GET', '/api/v1/user', { token })).body.data.approval_status).toBe('pending');
    const audit = await auditRowsOf(t.ctx, user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: user.id,
      action: 'tutor.submitted',
      subjectType: 'user',
      subjectId: user.id,
      comment: null,
      metadata: { from: 'incomplete', to: 'pending' },
    });
  });

  it('accepts a JPEG, PNG or PDF for either side of the passport', async () => {
    const { token } = await createReadyTutor(t, c, { documents: false });
    await addDocument(t, token, 'passport_front', DOCUMENT_UPLOADS.png);
    await addDocument(t, token, 'passport_rear', DOCUMENT_UPLOADS.jpeg);
    expect((await submit(token)).status).toBe(200);
  });

  const missing: Array<[string, Partial<typeof users.$inferInsert>, string]> = [
    ['title', { title: null }, 'Title is required'],
    ['first_name', { firstName: null }, 'First name is required'],
    ['last_name', { lastName: '' }, 'Last name is required'],
    ['date_of_birth', { dateOfBirth: null }, 'Date of birth is required'],
    ['gender', { gender: null }, 'Gender is required'],
    ['mobile', { mobile: null }, 'Mobile is required'],
    ['description', { description: null }, 'Bio is required'],
  ];
  it.each(missing)(
    'answers 422 naming %s when it is missing, changing nothing',
    async (field, change, message) => {
      const { user, token } = await createReadyTutor(t, c, change);
      const res = await submit(token);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Your profile is not ready for review yet. Please add what is missing.',
        errors: { [field]: [message] },
      });
      expect(Object.keys(res.body.errors)).toEqual([field]);
      expect((await userRow(t.ctx, user.id)).approvalStatus).toBe('incomplete');
      expect(await auditRowsOf(t.ctx, user.id)).toEqual([]);
    },
  );

  it('names missing subject prices', async () => {
    const { user, token } = await createReadyTutor(t, c);
    await t.ctx.db.delete(userSubjectPrices).where(eq(userSubjectPrices.userId, user.id));
    const res = await submit(token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ subject_prices: ['Add at least one subject with its price per hour'] });
  });

  it('names each missing side of the passport, and ignores unregistered uploads', async () => {
    const { token } = await createReadyTutor(t, c, { documents: false });
    await uploadFile(t, token, DOCUMENT_UPLOADS.pdf);
    const none = await submit(token);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      documents: ['Upload the front of your passport', 'Upload the rear of your passport'],
    });
    await addDocument(t, token, 'passport_front');
    await addDocument(t, token, 'certificate');
    expect((await submit(token)).body.errors).toEqual({ documents: ['Upload the rear of your passport'] });
  });

  it('names everything missing at once, in Thai for a Thai reader', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher', complete: false });
    const res = await submit(token, { 'accept-language': 'th' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('โปรไฟล์ของคุณยังไม่พร้อมสำหรับการตรวจสอบ กรุณาเพิ่มข้อมูลที่ยังขาดอยู่');
    expect(Object.keys(res.body.errors)).toEqual([
      'title',
      'first_name',
      'last_name',
      'date_of_birth',
      'gender',
      'mobile',
      'description',
      'subject_prices',
      'documents',
    ]);
    expect(res.body.errors.documents).toEqual([
      'กรุณาอัปโหลดด้านหน้าของหนังสือเดินทาง',
      'กรุณาอัปโหลดด้านหลังของหนังสือเดินทาง',
    ]);
  });

  it('answers 409 while under review and once approved', async () => {
    const { user, token } = await createReadyTutor(t, c);
    expect((await submit(token)).status).toBe(200);
    const again = await submit(token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Your profile has already been submitted and is waiting for review.',
    });
    await setReviewState(t.ctx, user.id, 'approved');
    const approved = await submit(token);
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe('Your profile is already approved.');
    expect((await userRow(t.ctx, user.id)).approvalStatus).toBe('approved');
    expect(await auditRowsOf(t.ctx, user.id)).toHaveLength(1);
  });

  it('resubmits a rejected profile, clearing the reviewer’s comment', async () => {
    const { user, token } = await createReadyTutor(t, c);
    await setReviewState(t.ctx, user.id, 'rejected', 'Please upload a sharper passport photo.');
    expect((await t.call('GET', '/api/v1/user', { token })).body.data).toMatchObject({
      approval_status: 'rejected',
      rejection_comment: 'Please upload a sharper passport photo.',
    });
    const res = await submit(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ approval_status: 'pending', rejection_comment: null });
    expect(await userRow(t.ctx, user.id)).toMatchObject({
      approvalStatus: 'pending',
      rejectionComment: null,
    });
    expect((await auditRowsOf(t.ctx, user.id))[0]).toMatchObject({
      action: 'tutor.submitted',
      metadata: { from: 'rejected', to: 'pending' },
    });
  });

  it('two submissions at once make one review', async () => {
    const { user, token } = await createReadyTutor(t, c);
    const results = await Promise.all([submit(token), submit(token), submit(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await auditRowsOf(t.ctx, user.id)).toHaveLength(1);
  });
});

describe('visibleTutorCondition', () => {
  it('selects exactly the tutors isVisibleTutor shows', async () => {
    const cases = [
      await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' }),
      await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved', lastName: ' ' }),
      await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved', suspendedAt: new Date() }),
      await createUser(t.ctx, { role: 'teacher', approvalStatus: 'pending' }),
      await createUser(t.ctx, { role: 'teacher', approvalStatus: 'rejected' }),
      await createUser(t.ctx, { role: 'teacher', complete: false, approvalStatus: 'approved' }),
      await createUser(t.ctx, { role: 'student', approvalStatus: 'approved' }),
    ];
    const ids = cases.map((created) => created.user.id);
    const rows = await t.ctx.db.select().from(users).where(inArray(users.id, ids));
    const visible = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), visibleTutorCondition()));
    expect(visible.map((row) => row.id)).toEqual([ids[0]]);
    expect(rows.filter(isVisibleTutor).map((row) => row.id)).toEqual([ids[0]]);
  });
});

describe('API description', () => {
  it('documents the KYC calls', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.body.paths['/api/v1/kyc/files'].get.summary).toBeTruthy();
    expect(res.body.paths['/api/v1/kyc/need-visa'].patch.tags).toEqual(['kyc']);
    expect(res.body.paths['/api/v1/kyc/review'].post.summary).toBeTruthy();
  });
});
