import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SessionStatus, statusLook } from '../session-status.ts';

/** A session's status title in the spec's colour (sections 4 and 9). */
export function StatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation();
  const look = statusLook(status);
  return (
    <Badge
      color={look.color}
      c={look.textColor}
      radius="sm"
      variant="filled"
      tt="none"
      data-testid="session-status"
      data-status={status}
    >
      {t(look.titleKey)}
    </Badge>
  );
}
