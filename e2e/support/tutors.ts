import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, PASSWORD } from './accounts.ts';
import { ownAddress } from './admin.ts';
import { codeIn, uniqueEmail, waitForEmail } from './mailbox.ts';
import { TINY_PNG } from './pages.ts';

/** A real one-page PDF: the server checks a document's bytes, not only its declared type. */
export const TINY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

export interface Tutor extends Account {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
}

type Response = Awaited<ReturnType<APIRequestContext['post']>>;

async function data<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: unknown };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as T;
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Uploads one identity document through the file pipeline: signed URL, PUT of the bytes, registration. */
export async function uploadDocument(
  request: APIRequestContext,
  token: string,
  documentType: string,
  file: { contentType: string; bytes: Buffer; name: string },
) {
  const signed = await data<{ url: string; headers: Record<string, string>; key: string }>(
    await request.post('/api/v1/files/signed-url', {
      headers: bearer(token),
      data: { type: 'document', content_type: file.contentType, size: file.bytes.length },
    }),
  );
  const put = await request.put(signed.url, { headers: signed.headers, data: file.bytes });
  expect(put.ok(), await put.text()).toBeTruthy();
  return data<{ id: number }>(
    await request.post('/api/v1/files', {
      headers: bearer(token),
      data: { file: signed.key, type: 'document', document_type: documentType, file_name: file.name },
    }),
  );
}

/** `POST /kyc/review`: sends the tutor's profile (back) to the admins' queue. */
export async function submitForReview(request: APIRequestContext, token: string) {
  return data<{ approval_status: string }>(
    await request.post('/api/v1/kyc/review', { headers: bearer(token) }),
  );
}

/**
 * A tutor whose profile is waiting for review, made through the public API the way the app does it: sign-up with
 * the mailed code, personal details, a bio and a priced subject, both sides of the passport (a PNG front and a PDF
 * rear), then the submission.
 */
export async function createSubmittedTutor(request: APIRequestContext, prefix = 'tutor'): Promise<Tutor> {
  const email = uniqueEmail(prefix);
  // The person's own client address: the code checks per IP would otherwise add up across the whole suite.
  const address = ownAddress();
  const { request_key } = await data<{ request_key: string }>(
    await request.post('/api/v1/register', {
      data: { email, password: PASSWORD, user_type: 'teacher', terms_accepted: true },
      headers: address,
    }),
  );
  const code = codeIn(await waitForEmail(request, email));
  const { token } = await data<{ token: string }>(
    await request.post('/api/v1/register/verify', { data: { request_key, token: code }, headers: address }),
  );
  const [education] = await data<Array<{ school_years: Array<{ subjects: Array<{ id: number }> }> }>>(
    await request.get('/api/v1/educations'),
  );
  const subjectId = education!.school_years[0]!.subjects[0]!.id;
  // A name unique to this tutor, so the admin can find the row among others in the queue.
  const lastName = `Review${email.slice(prefix.length + 1, prefix.length + 9)}`;
  const user = await data<{ id: number; first_name: string; last_name: string; full_name: string }>(
    await request.post('/api/v1/user', {
      headers: bearer(token),
      data: {
        title: 'Ms',
        first_name: 'Malee',
        last_name: lastName,
        date_of_birth: '1990-04-01',
        gender: 'female',
        mobile: '+66 81 234 5678',
        description: 'I have taught maths for ten years, mostly to Year 1 pupils.',
        subject_prices: [{ subject_id: subjectId, price_per_hour: 25, specialties: [] }],
      },
    }),
  );
  await uploadDocument(request, token, 'passport_front', {
    contentType: 'image/png',
    bytes: TINY_PNG,
    name: 'passport-front.png',
  });
  await uploadDocument(request, token, 'passport_rear', {
    contentType: 'application/pdf',
    bytes: TINY_PDF,
    name: 'passport-rear.pdf',
  });
  const status = await submitForReview(request, token);
  expect(status.approval_status).toBe('pending');
  return {
    email,
    password: PASSWORD,
    token,
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: user.full_name,
  };
}
