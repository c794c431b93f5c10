import { queryWords } from './glossary.ts';
import { tokenize } from './tokenize.ts';

/** A section of a course the tutor may quote. */
export interface Passage {
  sectionId: number;
  courseId: number;
  sectionTitle: string;
  chapterTitle: string;
  /** The section's text (no markup); empty for a locked section once ranked (see `retrievePassages`). */
  text: string;
  /** The learner may not open it (beyond the trial without a subscription): it may be named, never quoted. */
  locked: boolean;
}

export interface RankedPassage extends Passage {
  score: number;
}

/** Okapi BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/** A passage this far below the best one is noise next to it, not a second source. */
const RELATIVE_CUTOFF = 0.35;

function termCounts(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/**
 * Okapi BM25 scores of each document's tokens against the query's tokens, in the documents' order. A query word
 * counts once however often it is asked; a word in no document scores nothing.
 */
export function bm25Scores(query: readonly string[], documents: ReadonlyArray<readonly string[]>): number[] {
  const n = documents.length;
  if (n === 0) return [];
  const counts = documents.map(termCounts);
  const averageLength = documents.reduce((sum, doc) => sum + doc.length, 0) / n || 1;
  const terms = [...new Set(query)];
  const idf = new Map(
    terms.map((term) => {
      const df = counts.filter((doc) => doc.has(term)).length;
      return [term, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
  return documents.map((doc, index) => {
    const tf = counts[index] as Map<string, number>;
    const lengthNorm = 1 - B + (B * doc.length) / averageLength;
    let score = 0;
    for (const term of terms) {
      const f = tf.get(term) ?? 0;
      if (f > 0) score += ((idf.get(term) ?? 0) * f * (K1 + 1)) / (f + K1 * lengthNorm);
    }
    return score;
  });
}

/** A passage's tokens: the section title counts twice (a title names what the section is about). */
function passageTokens(passage: Passage): string[] {
  const title = tokenize(passage.sectionTitle);
  return [...title, ...title, ...tokenize(passage.chapterTitle), ...tokenize(passage.text)];
}

/**
 * The passages that answer the question best, best first, at most `limit`: only those sharing a word with the
 * question (or its translation, see `queryWords`), and none far below the best. Ties keep the reading order.
 */
export function rankPassages(question: string, passages: readonly Passage[], limit = 3): RankedPassage[] {
  const query = queryWords(question);
  if (query.length === 0) return [];
  const scores = bm25Scores(query, passages.map(passageTokens));
  const ranked = passages
    .map((passage, index) => ({ ...passage, score: scores[index] ?? 0, index }))
    .filter((passage) => passage.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const best = ranked[0]?.score ?? 0;
  return ranked
    .filter((passage) => passage.score >= best * RELATIVE_CUTOFF)
    .slice(0, limit)
    .map(({ index: _index, ...passage }) => passage);
}
