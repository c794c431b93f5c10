import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { educations, schoolYears, subjectSpecialties, subjects } from '../../platform/db/schema/index.ts';

/** The four nested levels of the catalogue: each but the first hangs under a parent of the level above. */
export type LevelName = 'education' | 'school_year' | 'subject' | 'subject_specialty';

/** Every level's table has these columns; the shape of the education table stands for all four. */
export type LevelTable = typeof educations;

export interface Level {
  name: LevelName;
  table: LevelTable;
  /** The column that points at the parent, its wire name, and the parent's table. */
  parent?: {
    column: AnyPgColumn;
    key: string;
    field: 'education_id' | 'school_year_id' | 'subject_id';
    table: LevelTable;
  };
  /** The level below, whose rows would be deleted with this one (the foreign keys cascade). */
  child?: { table: LevelTable; column: AnyPgColumn };
}

const asLevelTable = (table: unknown) => table as LevelTable;

export const LEVELS: Record<LevelName, Level> = {
  education: {
    name: 'education',
    table: educations,
    child: { table: asLevelTable(schoolYears), column: schoolYears.educationId },
  },
  school_year: {
    name: 'school_year',
    table: asLevelTable(schoolYears),
    parent: { column: schoolYears.educationId, key: 'educationId', field: 'education_id', table: educations },
    child: { table: asLevelTable(subjects), column: subjects.schoolYearId },
  },
  subject: {
    name: 'subject',
    table: asLevelTable(subjects),
    parent: {
      column: subjects.schoolYearId,
      key: 'schoolYearId',
      field: 'school_year_id',
      table: asLevelTable(schoolYears),
    },
    child: { table: asLevelTable(subjectSpecialties), column: subjectSpecialties.subjectId },
  },
  subject_specialty: {
    name: 'subject_specialty',
    table: asLevelTable(subjectSpecialties),
    parent: {
      column: subjectSpecialties.subjectId,
      key: 'subjectId',
      field: 'subject_id',
      table: asLevelTable(subjects),
    },
  },
};
