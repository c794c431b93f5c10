import { Button, Group, Tooltip } from '@mantine/core';
import { IconFlag, IconStar, IconVideo, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isCancellable, isJoinOpen, joinOpensAt, mayReportNoShow } from '../session-status.ts';
import { formatMoment } from '../time-format.ts';
import type { Session } from './api.ts';

/**
 * Join (from 10 minutes before the start), Cancel (before it), and after it Report a no-show (either side,
 * within 24 hours) and, for a student, Review the tutor.
 */
export function SessionActions({
  session,
  viewerRole,
  viewerZone,
  now,
  onCancel,
  onReview,
  onReportNoShow,
}: {
  session: Session;
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
  now: Date;
  /** Without it, only Join is offered (a summary; the other actions live on the sessions page). */
  onCancel?: (session: Session) => void;
  onReview?: (session: Session) => void;
  onReportNoShow?: (session: Session) => void;
}) {
  const { t } = useTranslation();
  const joinOpen = isJoinOpen(session, now);
  const showJoin = session.status === 'approved' && session.joinLink !== null && !session.cancellation;
  const cancellable = onCancel !== undefined && isCancellable(session, now);
  const reviewable = onReview !== undefined && viewerRole === 'student' && session.status === 'completed';
  const reportable = onReportNoShow !== undefined && mayReportNoShow(session, now);
  if (!showJoin && !cancellable && !reviewable && !reportable) return null;
  return (
    <Group gap="xs" justify="flex-end">
      {showJoin &&
        (joinOpen ? (
          <Button component={Link} to={session.joinLink ?? ''} leftSection={<IconVideo size={16} />}>
            {t('tuition.session.join')}
          </Button>
        ) : (
          <Tooltip
            label={t('tuition.session.joinOpensAt', {
              time: formatMoment(joinOpensAt(session.startingAt).toISOString(), viewerZone),
            })}
          >
            <span>
              <Button disabled leftSection={<IconVideo size={16} />}>
                {t('tuition.session.join')}
              </Button>
            </span>
          </Tooltip>
        ))}
      {cancellable && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconX size={16} />}
          onClick={() => onCancel?.(session)}
        >
          {t('tuition.session.cancel')}
        </Button>
      )}
      {reportable && (
        <Button
          variant="default"
          color="orange"
          leftSection={<IconFlag size={16} />}
          onClick={() => onReportNoShow?.(session)}
        >
          {t('tuition.session.reportNoShow')}
        </Button>
      )}
      {reviewable && (
        <Button variant="light" leftSection={<IconStar size={16} />} onClick={() => onReview?.(session)}>
          {t('tuition.session.review')}
        </Button>
      )}
    </Group>
  );
}
