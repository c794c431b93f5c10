import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, PASSWORD, registerVerified } from './accounts.ts';
import { bearer, data } from './api.ts';
import { TINY_PNG, tinyPdf } from './pages.ts';

export interface Tutor extends Account {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
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
export async function createSubmittedTutor(
  request: APIRequestContext,
  prefix = 'tutor',
  pricePerHour = 25,
  description = 'I have taught maths for ten years, mostly to Year 1 pupils.',
): Promise<Tutor> {
  const { email, token } = await registerVerified(request, prefix, 'teacher');
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
        description,
        subject_prices: [{ subject_id: subjectId, price_per_hour: pricePerHour, specialties: [] }],
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
    bytes: tinyPdf(),
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
