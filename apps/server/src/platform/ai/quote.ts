import { queryWords } from './glossary.ts';
import { tokenize } from './tokenize.ts';

/** Where a sentence (or line) of a text starts and ends, and which paragraph (line) it belongs to. */
interface Span {
  start: number;
  end: number;
  paragraph: number;
}

/** Between sentences: after . ! ? and spaces, a line break, or a space between Thai words (Thai's full stop). */
const SEPARATOR = /(?<=[.!?])\s+|\s*\n\s*|(?<=[\u0E00-\u0E7F])[ \t]+(?=[\u0E00-\u0E7F])/g;

/** The text's sentences as offsets into it, so that a quote is cut from the text itself, never rebuilt. */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  let paragraph = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const from = start + (raw.length - raw.trimStart().length);
    const to = end - (raw.length - raw.trimEnd().length);
    if (to > from) spans.push({ start: from, end: to, paragraph });
  };
  for (const match of text.matchAll(SEPARATOR)) {
    push(match.index);
    if (match[0].includes('\n')) paragraph += 1;
    start = match.index + match[0].length;
  }
  push(text.length);
  return spans;
}

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** The text cut to at most `max` characters at a word's end (Thai words have no spaces to cut at). */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const part of wordSegmenter.segment(text)) {
    const next = part.index + part.segment.length;
    if (next > max) break;
    end = next;
  }
  return text.slice(0, end || max).trimEnd();
}

/**
 * The built-in tutor's quote from one section's text: ONE contiguous passage of it, never sentences joined from
 * different places. It is the sentence sharing the most words with the question, widened to the neighbouring
 * sentences of the same paragraph while they add words of the question and it stays within `maxChars`. The
 * opening sentence when none shares a word (the section matched by its title). Null for a text without words.
 */
export function exactQuote(question: string, text: string, maxChars = 320): string | null {
  const spans = sentenceSpans(text);
  if (spans.length === 0) return null;
  const query = new Set(queryWords(question));
  const wordsOf = spans.map((span) => new Set(tokenize(text.slice(span.start, span.end))));
  const hits = (index: number, covered: ReadonlySet<string>) =>
    [...(wordsOf[index] ?? [])].filter((word) => query.has(word) && !covered.has(word)).length;

  let first = 0;
  spans.forEach((_, index) => {
    if (hits(index, new Set()) > hits(first, new Set())) first = index;
  });
  let from = first;
  let to = first;
  const covered = new Set([...(wordsOf[first] ?? [])].filter((word) => query.has(word)));
  for (;;) {
    const options = [from - 1, to + 1].filter(
      (index) =>
        spans[index]?.paragraph === spans[first]?.paragraph &&
        hits(index, covered) > 0 &&
        Math.max(spans[to]?.end ?? 0, spans[index]?.end ?? 0) -
          Math.min(spans[from]?.start ?? 0, spans[index]?.start ?? 0) <=
          maxChars,
    );
    const next = options.sort((a, b) => hits(b, covered) - hits(a, covered))[0];
    if (next === undefined) break;
    for (const word of wordsOf[next] ?? []) if (query.has(word)) covered.add(word);
    from = Math.min(from, next);
    to = Math.max(to, next);
  }
  return cutAtWord(text.slice(spans[from]?.start ?? 0, spans[to]?.end ?? 0), maxChars);
}
