import type { CourseApprovalState, CourseType } from '@kru/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<CourseApprovalState, string> = {
  draft: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** Where a course or skill stands in its review. */
export function CourseStateBadge({ state }: { state: CourseApprovalState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="course-state-badge">
      {t(`admin.courseReview.states.${state}`)}
    </Badge>
  );
}

/** `subject` reads "Course", anything else "Skill". */
export function CourseKindBadge({ kind }: { kind: CourseType }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={kind === 'subject' ? 'kruPurple' : 'blue'}
      variant="outline"
      // In a narrow table column the label would otherwise be cut to "CO…".
      style={{ minWidth: 'max-content' }}
      data-testid="course-kind"
    >
      {t(`admin.courseReview.kind.${kind}`)}
    </Badge>
  );
}
