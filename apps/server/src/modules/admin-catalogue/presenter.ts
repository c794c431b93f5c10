import type { AdminCatalogue } from '@kru/contract';
import type { Level } from './levels.ts';
import type { CatalogueRows, ItemRow, ThumbnailRow } from './repository.ts';

type Ordered = { id: number; code: string; titleEn: string; titleTh: string; sortOrder: number };

function item(row: Ordered) {
  return {
    id: row.id,
    code: row.code,
    title_en: row.titleEn,
    title_th: row.titleTh,
    sort_order: row.sortOrder,
  };
}

/** A written item with its parent's id under the level's wire name (`education_id`, ...). */
export function presentItem(level: Level, row: ItemRow) {
  return level.parent ? { ...item(row), [level.parent.field]: row.parentId } : item(row);
}

export function presentThumbnail(row: ThumbnailRow) {
  return { id: row.id, code: row.code, url: row.url };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Nests the four levels (each already in catalogue order) with both titles. */
export function presentCatalogue(rows: CatalogueRows): AdminCatalogue {
  const specialtiesOf = groupBy(rows.specialtyRows, (row) => row.subjectId);
  const subjectsOf = groupBy(rows.subjectRows, (row) => row.schoolYearId);
  const yearsOf = groupBy(rows.yearRows, (row) => row.educationId);
  return {
    educations: rows.educationRows.map((education) => ({
      ...item(education),
      school_years: (yearsOf.get(education.id) ?? []).map((year) => ({
        ...item(year),
        education_id: year.educationId,
        subjects: (subjectsOf.get(year.id) ?? []).map((subject) => ({
          ...item(subject),
          school_year_id: subject.schoolYearId,
          specialties: (specialtiesOf.get(subject.id) ?? []).map((specialty) => ({
            ...item(specialty),
            subject_id: specialty.subjectId,
          })),
        })),
      })),
    })),
    thumbnails: rows.thumbnailRows.map(presentThumbnail),
  };
}
