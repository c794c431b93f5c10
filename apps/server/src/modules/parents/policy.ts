/** Only a student has parents' contacts to send to, and only they choose whether we write to them. */
export const mayChooseParentUpdates = (actor: { role: string }): boolean => actor.role === 'student';

/**
 * The contacts that receive the parents' e-mails now: none without the student's consent, else every contact
 * (lower-cased) that has not unsubscribed.
 */
export function subscribedContacts(
  student: { role: string; parentEmails: string[]; consentedAt: Date | null },
  unsubscribed: ReadonlyArray<{ email: string }>,
): string[] {
  if (!mayChooseParentUpdates(student) || !student.consentedAt) return [];
  const stopped = new Set(unsubscribed.map((row) => row.email));
  return [...new Set(student.parentEmails.map((email) => email.toLowerCase()))].filter(
    (email) => !stopped.has(email),
  );
}
