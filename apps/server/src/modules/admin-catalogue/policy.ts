import { randomBytes } from 'node:crypto';

/** `Further Maths (A level)` -> `further-maths-a-level`, at most 40 characters. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
}

/**
 * A code for an item the admin team adds: under its parent's code like the seeded ones
 * (`uk-y10-maths-statistics-3fa2c1`), with a random tail so it never takes a code the seed data may use.
 */
export function newCode(parentCode: string | null, titleEn: string, fallback: string): string {
  const tail = randomBytes(3).toString('hex');
  const base = slug(titleEn) || fallback;
  return [parentCode, base, tail].filter(Boolean).join('-');
}

/** Only what an edit really changes, so an edit that changes nothing writes and records nothing. */
export function realChanges<T extends Record<string, unknown>>(before: object, after: T): Partial<T> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && value !== (before as Record<string, unknown>)[key]) changes[key] = value;
  }
  return changes as Partial<T>;
}
