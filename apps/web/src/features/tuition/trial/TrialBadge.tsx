import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a session that is a trial lesson (lists, requests, the calendar). */
export function TrialBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="teal" variant="light" tt="none" data-testid="trial-badge">
      {t('tuition.trial.badge')}
    </Badge>
  );
}
