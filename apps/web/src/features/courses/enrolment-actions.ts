import type { LearnerCourseStatus } from '@kru/contract';

/** What a learner can do with a course from My courses (spec section 4: the learner's states). */
export type EnrolmentAction = 'complete' | 'archive' | 'unarchive' | 'restart';

const ACTIONS: Record<LearnerCourseStatus, EnrolmentAction[]> = {
  ongoing: ['complete', 'archive'],
  completed: ['restart', 'archive'],
  archived: ['unarchive', 'restart'],
};

/** The actions offered for a course in this state, the usual one first. */
export function actionsFor(status: LearnerCourseStatus): EnrolmentAction[] {
  return ACTIONS[status];
}

/** The body of `PATCH /courses/{id}/subscribe` for an action (starting again forgets the progress). */
export function changeFor(action: EnrolmentAction): { status: LearnerCourseStatus; restart: boolean } {
  switch (action) {
    case 'complete':
      return { status: 'completed', restart: false };
    case 'archive':
      return { status: 'archived', restart: false };
    case 'unarchive':
      return { status: 'ongoing', restart: false };
    case 'restart':
      return { status: 'ongoing', restart: true };
  }
}

/** The My courses tab of a state, from the query string (`?tab=`): ongoing unless another state is named. */
export function tabFrom(value: string | null): LearnerCourseStatus {
  return value === 'completed' || value === 'archived' ? value : 'ongoing';
}
