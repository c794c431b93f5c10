import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { ReasonModal } from '../../tuition/components/ReasonModal.tsx';
import { cancellationKind } from '../../tuition/session-status.ts';
import { formatMoment } from '../../tuition/time-format.ts';
import { type Session, useCancelSession } from '../api.ts';

/**
 * Cancelling a session with its reason. Says beforehand what follows: more than 24 hours before the start (or
 * when the tutor cancels) it is free and refunded at once; a student's within 24 hours is a request the tutor
 * decides (refund or keep the payment), refunded if undecided by the session's end.
 */
export function CancelSessionModal({
  session,
  viewerRole,
  viewerZone,
  now,
  onClose,
}: {
  session: Session | null;
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
  now: Date;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelSession();
  const kind = session ? cancellationKind(session, viewerRole, now) : 'free';
  const explanation = !session
    ? ''
    : viewerRole === 'teacher'
      ? t('tuition.cancelSession.tutorText')
      : session.status !== 'approved'
        ? t('tuition.cancelSession.withdrawText')
        : kind === 'free'
          ? t('tuition.cancelSession.freeText', {
              until: formatMoment(session.freeCancellationUntil, viewerZone),
            })
          : t('tuition.cancelSession.requestText');
  return (
    <ReasonModal
      opened={session !== null}
      title={t('tuition.cancelSession.title')}
      explanation={explanation}
      label={t('tuition.cancelSession.reason')}
      requiredMessage={t('api.cancellation_reason_required')}
      submitLabel={t('tuition.cancelSession.submit')}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!session) return;
        const cancelled = await cancel.mutateAsync({ id: session.id, reason });
        notify.success(
          t(
            cancelled.cancellation?.status === 'pending'
              ? 'tuition.cancelSession.requested'
              : 'tuition.cancelSession.done',
          ),
        );
      }}
    />
  );
}
