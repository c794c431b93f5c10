import { createCache } from 'async-cache-dedupe';
import type { AppContext } from '../../platform/context.ts';

/** A search to answer, and the key naming everything its answer depends on. */
interface SharedSearch<T = unknown> {
  key: string;
  answer: () => Promise<T>;
}

/**
 * Searches being answered now, by key: an identical search asked meanwhile (the listing's first page, a popular
 * keyword, many people at once) waits for the same answer instead of sending the same statement again. Nothing is
 * kept once answered (ttl 0), so an answer is never older than the statement that was already running when the
 * search came in (a few milliseconds).
 */
function inFlightSearches() {
  return createCache({ ttl: 0 }).define(
    'answer',
    { serialize: (search: SharedSearch) => search.key },
    (search: SharedSearch) => search.answer(),
  );
}

const byContext = new WeakMap<AppContext, ReturnType<typeof inFlightSearches>>();

/** The answer of `search`, shared with an identical search of this server (context) already running. */
export function answerShared<T>(ctx: AppContext, search: SharedSearch<T>): Promise<T> {
  let searches = byContext.get(ctx);
  if (!searches) {
    searches = inFlightSearches();
    byContext.set(ctx, searches);
  }
  return searches.answer(search) as Promise<T>;
}
