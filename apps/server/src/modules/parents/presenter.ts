import type { ParentSubscription, ParentUpdates } from '@kru/contract';

/** The student's consent and each contact, with when it unsubscribed (if it did). */
export function presentParentUpdates(
  student: { parentEmails: string[]; consentedAt: Date | null },
  unsubscribes: ReadonlyArray<{ email: string; unsubscribedAt: Date }>,
): ParentUpdates {
  const stopped = new Map(unsubscribes.map((row) => [row.email, row.unsubscribedAt]));
  return {
    consent: student.consentedAt !== null,
    contacts: student.parentEmails.map((email) => ({
      email,
      unsubscribed_at: stopped.get(email.toLowerCase())?.toISOString() ?? null,
    })),
  };
}

/** What the public page shows a contact: only their own address and the student's first name. */
export function presentSubscription(
  email: string,
  student: { firstName: string | null },
  subscribed: boolean,
): ParentSubscription {
  return { email, student_first_name: student.firstName ?? '', subscribed };
}
