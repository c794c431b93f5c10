/** The outline shapes these helpers need (the course's chapters as the web receives them). */
interface SectionLike {
  id: number;
  sortOrder: number;
  isDone: boolean;
  isLocked: boolean;
}
interface ChapterLike<S extends SectionLike> {
  id: number;
  sortOrder: number;
  sections: S[];
}

const byOrderThenId = (a: { sortOrder: number; id: number }, b: { sortOrder: number; id: number }) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/** The chapters in order, each with its sections in order (ties by id, as the server counts the trial). */
export function sortedOutline<S extends SectionLike, C extends ChapterLike<S>>(chapters: readonly C[]): C[] {
  return [...chapters]
    .sort(byOrderThenId)
    .map((chapter) => ({ ...chapter, sections: [...chapter.sections].sort(byOrderThenId) }));
}

/** Every section in reading order: chapter order, then section order, then id. */
export function readingOrder<S extends SectionLike>(chapters: readonly ChapterLike<S>[]): S[] {
  return sortedOutline(chapters).flatMap((chapter) => chapter.sections);
}

/**
 * Where "Continue" (or the reader opened without a section) goes: the latest viewed section (opening a section in
 * the reader makes it the latest viewed, so this is where the learner was), else the first not done, else the
 * first. Null for a course without sections.
 */
export function sectionToOpen<S extends SectionLike>(
  order: readonly S[],
  latestViewed: number | null,
): S | null {
  const latest = order.find((section) => section.id === latestViewed);
  return latest ?? order.find((section) => !section.isDone) ?? order[0] ?? null;
}

/** A section's neighbours in reading order, for previous and next (null at either end or when not found). */
export function neighboursOf<S extends SectionLike>(
  order: readonly S[],
  sectionId: number,
): { previous: S | null; next: S | null } {
  const index = order.findIndex((section) => section.id === sectionId);
  if (index < 0) return { previous: null, next: null };
  return { previous: order[index - 1] ?? null, next: order[index + 1] ?? null };
}

/** A section's body as paragraphs: blank lines separate them; single line breaks stay inside a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
