import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a session that is a trial lesson (lists, requests, the calendar, the home cards, the meeting room). */
export function TrialBadge({ size = 'md' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color="teal"
      variant="light"
      tt="none"
      size={size}
      style={{ flexShrink: 0 }}
      data-testid="trial-badge"
    >
      {t('tuition.trial.badge')}
    </Badge>
  );
}
