/** Pure rules about a user record, without zod, so the web app's first page can use them cheaply. */

/** Spec section 3: complete when first and last name are present and the user has a grade or is a tutor. */
export function isProfileComplete(user: {
  first_name: string | null;
  last_name: string | null;
  role: string;
  grade: unknown;
}): boolean {
  const named = Boolean(user.first_name?.trim()) && Boolean(user.last_name?.trim());
  return named && (user.role === 'teacher' || user.role === 'admin' || user.grade != null);
}

/** Spec section 1: any role other than teacher is treated as student. */
export function isTutor(user: { role: string }): boolean {
  return user.role === 'teacher';
}
