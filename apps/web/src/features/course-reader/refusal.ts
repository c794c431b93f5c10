import { ApiError } from '../../app/api/errors.ts';

/**
 * Why a section or quiz the learner asked for is not shown: `locked` beyond the trial (403 `SECTION_LOCKED`, the
 * subscribe prompt), `refused` any other 403 (say the server's message: it is in the learner's language, never
 * its code), `missing` a 404; null for anything else (a failure to load, retried in place).
 */
export type Refusal = 'locked' | 'refused' | 'missing';

export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'SECTION_LOCKED') return 'locked';
  if (error.status === 403) return 'refused';
  if (error.status === 404) return 'missing';
  return null;
}
