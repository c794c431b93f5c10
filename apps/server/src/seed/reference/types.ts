/** Shapes of the reference data files; every entry carries an English and a Thai title. */
export type Specialty = readonly [slug: string, en: string, th: string];

export interface SubjectDef {
  slug: string;
  en: string;
  th: string;
  specialties: readonly Specialty[];
}

export interface SchoolYearDef {
  code: string;
  en: string;
  th: string;
  subjects: readonly SubjectDef[];
}

export interface EducationDef {
  code: string;
  en: string;
  th: string;
  years: readonly SchoolYearDef[];
}

/** `[from, ..., to]`: data files generate their school years with it. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
