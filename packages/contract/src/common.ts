import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { EMAIL_PATTERN } from './rules.ts';

/** The largest id a column holds: ids are PostgreSQL `integer` (int32). */
export const ID_MAX = 2_147_483_647;

/**
 * The one schema of an id, wherever it comes from (path, query or body): a whole number the id columns can
 * hold, so an id beyond them is a 422 before it reaches SQL (where it would fail as out of range).
 */
export const idSchema = z.coerce
  .number({ error: MSG.invalidValue })
  .int(MSG.invalidValue)
  .positive(MSG.invalidValue)
  .max(ID_MAX, MSG.invalidValue);

export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MSG.emailRequired)
  .max(254, MSG.invalidEmail)
  // An empty address is only "required"; no abort, so form-level rules (passwords match) still report.
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), MSG.invalidEmail)
  .meta({ format: 'email' });

export const passwordSchema = z
  .string({ error: MSG.passwordRequired })
  // `abort`: an empty field shows only that it is required, not also every rule it breaks.
  .min(1, { error: MSG.passwordRequired, abort: true })
  .min(LIMITS.passwordMin, MSG.passwordTooShort)
  .max(LIMITS.passwordMax, MSG.passwordTooLong);

/** A password typed to prove who you are: any length, only required. */
export const currentPasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(LIMITS.passwordMax, MSG.passwordTooLong);

export const codeSchema = z
  .string({ error: MSG.codeRequired })
  .trim()
  .min(1, { error: MSG.codeRequired, abort: true })
  .regex(new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`), MSG.codeFormat);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written YYYY-MM-DD. */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The latest calendar date anywhere on Earth now (UTC+14): no one's birthday can be after it. */
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A date of birth: a calendar date in the picker's range that has already come (a person typing 2031 meant 2013). */
export function dateOfBirthSchema() {
  return dateSchema(MSG.dateOfBirthRequired).refine(
    (v) => !isValidIsoDate(v) || v <= latestDateOnEarth(),
    MSG.dateOfBirthInFuture,
  );
}

/** A calendar date in the date picker's range (spec section 5: 1900-01-01 to 2099-12-31). */
export function dateSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isValidIsoDate, MSG.invalidDate)
    .refine((v) => !isValidIsoDate(v) || (v >= LIMITS.dateMin && v <= LIMITS.dateMax), MSG.dateOutOfRange);
}

export function requiredText(message: string, max = 255) {
  return z.string({ error: message }).trim().min(1, message).max(max, MSG.textTooLong);
}

export const paginationSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
  /** Searches count their matches up to SEARCH_TOTAL_CAP: true when there are more ("1,000+"). */
  total_capped: z.boolean().optional(),
});

/** Tutor and course searches stop counting here: a larger total is shown as "1,000+". */
export const SEARCH_TOTAL_CAP = 1000;
/**
 * A tutor search with filters that look into each tutor (price, specialty, free time, rating, language) counts
 * its matches this far only ("100+ tutors"): every match counted costs a look, and 1,000 of them would cost more
 * than the page itself (bench/tutor-search.ts).
 */
export const FILTERED_SEARCH_TOTAL_CAP = 100;
export type Pagination = z.infer<typeof paginationSchema>;

/** `?page=`: a whole number from 1, 1 when left out. */
export const pageSchema = z.coerce
  .number({ error: MSG.invalidValue })
  .int(MSG.invalidValue)
  .min(1, MSG.invalidValue)
  .default(1);

export const pageQuerySchema = z.object({ page: pageSchema });

/** `{ success: true, data }` */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error_id: z.string().optional(),
  /** Machine-readable facts a client can act on, e.g. `request_key` when an e-mail must be verified first. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const okSchema = envelope(z.null());

export const titledSchema = z.object({ id: z.number().int(), title: z.string() });
export type Titled = z.infer<typeof titledSchema>;
