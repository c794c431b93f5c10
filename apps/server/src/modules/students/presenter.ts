import type { Language, tutorStudentSchema } from '@kru/contract';
import type { z } from 'zod';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import type { TutorStudentRow } from './repository.ts';

export function presentTutorStudent(
  row: TutorStudentRow,
  avatarUrl: string | null,
  language: Language,
): z.infer<typeof tutorStudentSchema> {
  return {
    id: row.id,
    full_name: fullName(row),
    avatar: avatarUrl,
    grade: row.grade ? localized(row.grade, language) : null,
    time_zone: row.timeZone,
    sessions_count: row.sessionsCount,
    completed_count: row.completedCount,
    last_session_at: row.lastSessionAt?.toISOString() ?? null,
    next_session_at: row.nextSessionAt?.toISOString() ?? null,
  };
}
