import type { AdminCatalogue } from '@kru/contract';
import type { Camelized } from '../../app/api/case.ts';

/** The four nested levels of the teaching catalogue, as the admin calls name them. */
export type CatalogueLevel = 'education' | 'school_year' | 'subject' | 'subject_specialty';

interface LevelInfo {
  /** The admin call's path. */
  path: string;
  /** The level below (added under an item of this one). */
  child: CatalogueLevel | null;
  /** The field that names the parent when adding an item of this level. */
  parentField: 'educationId' | 'schoolYearId' | 'subjectId' | null;
}

export const CATALOGUE_LEVELS: Record<CatalogueLevel, LevelInfo> = {
  education: { path: '/admin/educations', child: 'school_year', parentField: null },
  school_year: { path: '/admin/school-years', child: 'subject', parentField: 'educationId' },
  subject: { path: '/admin/subjects', child: 'subject_specialty', parentField: 'schoolYearId' },
  subject_specialty: { path: '/admin/subject-specialties', child: null, parentField: 'subjectId' },
};

export interface CatalogueItem {
  id: number;
  code: string;
  titleEn: string;
  titleTh: string;
  sortOrder: number;
}

/** One item of the tree with the items under it (already in the server's order: sort order, then id). */
export interface CatalogueNode {
  level: CatalogueLevel;
  item: CatalogueItem;
  children: CatalogueNode[];
}

function itemOf({ id, code, titleEn, titleTh, sortOrder }: CatalogueItem): CatalogueItem {
  return { id, code, titleEn, titleTh, sortOrder };
}

/** `GET /admin/catalogue` as one tree of uniform nodes: educations, school years, subjects, specialties. */
export function catalogueTree(catalogue: Camelized<AdminCatalogue>): CatalogueNode[] {
  return catalogue.educations.map((education) => ({
    level: 'education',
    item: itemOf(education),
    children: education.schoolYears.map((year) => ({
      level: 'school_year',
      item: itemOf(year),
      children: year.subjects.map((subject) => ({
        level: 'subject',
        item: itemOf(subject),
        children: subject.specialties.map((specialty) => ({
          level: 'subject_specialty',
          item: itemOf(specialty),
          children: [],
        })),
      })),
    })),
  }));
}

/** The key of a node, unique across levels. */
export function nodeKey(node: { level: CatalogueLevel; item: { id: number } }): string {
  return `${node.level}:${node.item.id}`;
}

/**
 * The sort orders to send to move `siblings[index]` one place up (-1) or down (+1). When the siblings' orders are
 * all different the two items swap theirs; otherwise (equal orders, ordered by id) every sibling is numbered
 * 10, 20, 30... in the new order. Only the items whose order changes are answered; nothing when it cannot move.
 */
export function reorderPatches(
  siblings: readonly { id: number; sortOrder: number }[],
  index: number,
  direction: -1 | 1,
): { id: number; sortOrder: number }[] {
  const target = index + direction;
  const moved = siblings[index];
  const other = siblings[target];
  if (!moved || !other) return [];
  const distinct = siblings.every((item, i) => i === 0 || item.sortOrder > (siblings[i - 1]?.sortOrder ?? 0));
  if (distinct) {
    return [
      { id: moved.id, sortOrder: other.sortOrder },
      { id: other.id, sortOrder: moved.sortOrder },
    ];
  }
  const order = [...siblings];
  order[index] = other;
  order[target] = moved;
  return order
    .map((item, i) => ({ id: item.id, sortOrder: (i + 1) * 10, before: item.sortOrder }))
    .filter((item) => item.sortOrder !== item.before)
    .map(({ id, sortOrder }) => ({ id, sortOrder }));
}
