import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { ReasonModal } from '../../tuition/components/ReasonModal.tsx';
import { type Session, useReportNoShow } from '../api.ts';

/**
 * Reporting that the other side did not come, after a confirmation that says what follows: the payment is held
 * and Kru's team decides (refund, release to the tutor, or a split). What happened is optional.
 */
export function ReportNoShowModal({
  session,
  viewerRole,
  onClose,
}: {
  session: Session | null;
  viewerRole: 'student' | 'teacher';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportNoShow();
  const other = viewerRole === 'teacher' ? session?.student : session?.teacher;
  return (
    <ReasonModal
      opened={session !== null}
      title={t('tuition.noShow.title')}
      explanation={t(viewerRole === 'teacher' ? 'tuition.noShow.tutorText' : 'tuition.noShow.studentText', {
        name: other?.fullName ?? '',
      })}
      label={t('tuition.noShow.reason')}
      requiredMessage={null}
      submitLabel={t('tuition.noShow.submit')}
      submitColor="orange"
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!session) return;
        await report.mutateAsync({ id: session.id, reason });
        notify.success(t('tuition.noShow.done'));
      }}
    />
  );
}
