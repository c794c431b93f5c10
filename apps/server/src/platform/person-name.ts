/** "First Last", or the e-mail's local part while the person has not given a name. */
export function fullName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email.split('@')[0] || user.email;
}
