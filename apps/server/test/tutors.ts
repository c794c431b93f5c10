import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context.ts';
import { auditLogs, userSubjectPrices, users } from '../src/platform/db/schema/index.ts';
import type { TestApp } from './app.ts';
import { type CreatedUser, createUser } from './factories.ts';
import { JPEG_16X16, PDF_ONE_PAGE, PNG_1X1, type Upload, uploadAndRegister } from './files.ts';
import type { ProfileCatalogue } from './profile-fixtures.ts';

export const DOCUMENT_UPLOADS = {
  pdf: { type: 'document', contentType: 'application/pdf', bytes: PDF_ONE_PAGE },
  png: { type: 'document', contentType: 'image/png', bytes: PNG_1X1 },
  jpeg: { type: 'document', contentType: 'image/jpeg', bytes: JPEG_16X16 },
} satisfies Record<string, Upload>;

/** Uploads and registers an identity document of `documentType` through the file pipeline. */
export function addDocument(
  t: TestApp,
  token: string,
  documentType: string,
  upload: Upload = DOCUMENT_UPLOADS.pdf,
  extra: Record<string, unknown> = {},
) {
  return uploadAndRegister(t, token, upload, {
    document_type: documentType,
    file_name: `${documentType}.${upload.contentType.split('/')[1]}`,
    ...extra,
  });
}

/**
 * A tutor whose profile holds everything a review needs: personal info, a bio, a priced subject, and both sides of
 * the passport (a JPEG front and a PDF rear). Columns can be overridden; `documents: false` uploads none.
 */
export async function createReadyTutor(
  t: TestApp,
  c: ProfileCatalogue,
  options: Partial<typeof users.$inferInsert> & { documents?: boolean } = {},
): Promise<CreatedUser> {
  const { documents = true, approvalStatus, rejectionComment, reviewSubmittedAt, ...overrides } = options;
  const created = await createUser(t.ctx, {
    role: 'teacher',
    title: 'Ms',
    firstName: 'Malee',
    lastName: 'Sukjai',
    dateOfBirth: '1990-04-01',
    gender: 'female',
    mobile: '+66 81 234 5678',
    description: 'I have taught maths for ten years.',
    ...overrides,
  });
  await t.ctx.db
    .insert(userSubjectPrices)
    .values({ userId: created.user.id, subjectId: c.maths.id, pricePerHourPence: 2500 });
  if (documents) {
    await addDocument(t, created.token, 'passport_front', DOCUMENT_UPLOADS.jpeg);
    await addDocument(t, created.token, 'passport_rear', DOCUMENT_UPLOADS.pdf);
  }
  // The review state last: documents cannot be added to a profile under review.
  if (approvalStatus || rejectionComment !== undefined || reviewSubmittedAt !== undefined) {
    const [user] = await t.ctx.db
      .update(users)
      .set({ approvalStatus, rejectionComment, reviewSubmittedAt })
      .where(eq(users.id, created.user.id))
      .returning();
    created.user = user!;
  }
  return created;
}

export async function userRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** The audit rows about a user, oldest first. */
export function auditRowsOf(ctx: AppContext, userId: number) {
  return ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectType, 'user'), eq(auditLogs.subjectId, userId)))
    .orderBy(asc(auditLogs.id));
}

/** Sets a tutor's review state directly (the state an earlier review left). */
export async function setReviewState(
  ctx: AppContext,
  userId: number,
  approvalStatus: (typeof users.approvalStatus.enumValues)[number],
  rejectionComment: string | null = null,
) {
  await ctx.db
    .update(users)
    .set({
      approvalStatus,
      rejectionComment,
      reviewSubmittedAt: approvalStatus === 'incomplete' ? null : new Date(),
    })
    .where(eq(users.id, userId));
}
