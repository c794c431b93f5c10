import type { CourseApprovalState } from '@kru/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CourseApprovalState, string> = {
  draft: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** Where a course stands in its review: draft, under review, approved or rejected. */
export function ApprovalStateBadge({ state }: { state: CourseApprovalState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" style={{ flexShrink: 0 }} data-testid="approval-state">
      {t(`courseAuthoring.states.${state}`)}
    </Badge>
  );
}
