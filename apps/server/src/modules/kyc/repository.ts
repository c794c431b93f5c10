import type { ApprovalStatus, DocumentType } from '@kru/contract';
import { and, asc, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { files, userSubjectPrices, users } from '../../platform/db/schema/index.ts';

const isRegisteredDocumentOf = (userId: number) =>
  and(eq(files.ownerId, userId), eq(files.kind, 'document'), isNotNull(files.registeredAt));

/** The tutor's registered identity documents, oldest first. */
export function findDocuments(q: Queryable, userId: number) {
  return q
    .select()
    .from(files)
    .where(isRegisteredDocumentOf(userId))
    .orderBy(asc(files.registeredAt), asc(files.id));
}
export type DocumentRow = Awaited<ReturnType<typeof findDocuments>>[number];

const stateColumns = {
  id: users.id,
  role: users.role,
  approvalStatus: users.approvalStatus,
  rejectionComment: users.rejectionComment,
  visaRequired: users.visaRequired,
  reviewSubmittedAt: users.reviewSubmittedAt,
};

/** Where the user's review stands, without locking (a first check before work that a later lock confirms). */
export async function findReviewState(q: Queryable, userId: number) {
  const [row] = await q.select(stateColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
export type ReviewStateRow = NonNullable<Awaited<ReturnType<typeof findReviewState>>>;

/**
 * The same, with the user row locked for the transaction: every change of `approval_status`, of the documents
 * and of the visa status takes this lock first, so they happen one after the other.
 */
export async function lockReviewState(tx: Tx, userId: number) {
  const [row] = await tx.select(stateColumns).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** What the completeness check of a submission reads. */
export async function findReadiness(q: Queryable, userId: number) {
  // In turn: `q` is the submission's transaction, whose one connection runs one query at a time.
  const [profile] = await q
    .select({
      title: users.title,
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
      gender: users.gender,
      mobile: users.mobile,
      description: users.description,
      visaRequired: users.visaRequired,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [prices] = await q
    .select({ n: count() })
    .from(userSubjectPrices)
    .where(eq(userSubjectPrices.userId, userId));
  const documents = await q
    .selectDistinct({ type: files.documentType })
    .from(files)
    .where(and(isRegisteredDocumentOf(userId), isNotNull(files.documentType)));
  if (!profile) return undefined;
  return {
    ...profile,
    subjectPricesCount: prices?.n ?? 0,
    documentTypes: documents.map((d) => d.type).filter((type): type is DocumentType => type !== null),
  };
}

export interface ReviewStateChange {
  approvalStatus?: ApprovalStatus;
  rejectionComment?: string | null;
  reviewSubmittedAt?: Date;
  visaRequired?: boolean;
}

export async function updateReviewState(tx: Tx, userId: number, change: ReviewStateChange, at: Date) {
  const [row] = await tx
    .update(users)
    .set({ ...change, updatedAt: at })
    .where(eq(users.id, userId))
    .returning(stateColumns);
  return row!;
}

/**
 * The SQL twin of `isVisibleTutor`, for the tutor list, search and profile calls: a tutor, named, approved
 * and not suspended. The constants are written into the text, not sent as parameters: a prepared statement's
 * generic plan then still matches the predicate of the tutor search's partial indexes (users schema).
 */
export function visibleTutorCondition(): SQL {
  return sql`(${users.role} = 'teacher' AND ${users.approvalStatus} = 'approved' AND ${users.suspendedAt} IS NULL
    AND coalesce(trim(${users.firstName}), '') <> '' AND coalesce(trim(${users.lastName}), '') <> '')`;
}
