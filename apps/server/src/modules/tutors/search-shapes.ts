import type { AppContext } from '../../platform/context.ts';
import type { TutorFilter } from './search-types.ts';

/**
 * What an identical keyword search found a moment ago, which decides how the statement looks for its matches:
 * `narrow` (the walk's first tutors did not hold the page: straight to the trigram index, skipping that walk),
 * `capped` (a broad keyword with more matches than the cap: the page along the walk, the count not walked again)
 * or `unknown` (decided in the statement, the count walked up to the cap).
 */
export type KeywordShape = 'unknown' | 'narrow' | 'capped';

export interface SearchShapesOptions {
  /** How long a search's shape is trusted (a capped total may have fallen under the cap since). */
  ttlMs?: number;
  /** The most searches kept; past it the oldest is dropped. */
  maxEntries?: number;
  /** Milliseconds now. */
  now?: () => number;
}

/**
 * Keyword searches' shapes by normalized search, per server process. `narrow` only chooses the path (the trigram
 * index finds every match, so the answer is the same either way); `capped` stands in for the count: a search
 * keeps answering "1,000+" for at most `ttlMs` after its matches fell under the cap (a tutor hidden or their bio
 * edited), never a count below the cap that is not exact. Searches with a free-time filter are not kept (their
 * clock may be the caller's).
 */
export class SearchShapes {
  private readonly entries = new Map<string, { shape: KeywordShape; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SearchShapesOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.now = options.now ?? (() => Date.now());
  }

  get(key: string | null): KeywordShape {
    if (key === null) return 'unknown';
    const entry = this.entries.get(key);
    if (!entry) return 'unknown';
    if (entry.expiresAt > this.now()) return entry.shape;
    this.entries.delete(key);
    return 'unknown';
  }

  /** Keeps what a search decided in its statement: its walk held no page (narrow), or it counted up to the cap. */
  remember(key: string | null, found: { broad: boolean | null; total: number; countCap: number }): void {
    if (key === null || found.broad === null) return;
    const shape = !found.broad ? 'narrow' : found.total >= found.countCap ? 'capped' : null;
    this.entries.delete(key);
    if (shape === null) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { shape, expiresAt: this.now() + this.ttlMs });
  }
}

/**
 * The key of a keyword search (its filters and keyword as given, the count's cap; not its page or order, which
 * change neither its matches nor their number), or null for a search that is not kept.
 */
export function searchShapeKey(filter: TutorFilter, countCap: number): string | null {
  if (filter.keyword === undefined || filter.freeTime !== undefined) return null;
  return JSON.stringify([
    filter.tenantId,
    filter.keyword,
    filter.subjectId,
    filter.specialtyId,
    filter.tutorId,
    filter.taughtStudentId,
    filter.offersTrial,
    filter.priceMinPence,
    filter.priceMaxPence,
    filter.ratingMin,
    filter.spokenLanguage,
    countCap,
  ]);
}

const shapesByContext = new WeakMap<AppContext, SearchShapes>();

/** The server's (a context's) search shapes, aged by its clock (a test's moved clock ages them too). */
export function searchShapesOf(ctx: AppContext): SearchShapes {
  let shapes = shapesByContext.get(ctx);
  if (!shapes) {
    shapes = new SearchShapes({ now: () => ctx.clock.now().getTime() });
    shapesByContext.set(ctx, shapes);
  }
  return shapes;
}
