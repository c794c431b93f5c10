import type { Subject } from '@kru/contract';
import type { Camelized } from '../../app/api/case.ts';

/** The subject filter's choices: each subject named with its school year, its id as the value. */
export function subjectOptions(
  subjects: Camelized<Subject>[] | undefined,
): { value: string; label: string }[] {
  return (subjects ?? []).map((subject) => ({
    value: String(subject.id),
    label: `${subject.title} · ${subject.schoolYear.title}`,
  }));
}
