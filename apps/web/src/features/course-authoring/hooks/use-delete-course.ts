import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useDeleteCourse } from '../api.ts';
import { useCourseKind } from './use-course-kind.ts';

/** Asks first, then deletes the course (the server refuses one that learners have started). */
export function useConfirmDeleteCourse() {
  const { t } = useTranslation();
  const { kind } = useCourseKind();
  const remove = useDeleteCourse();
  const confirm = (course: { id: number; title: string }) =>
    void dialogs.confirm({
      title: t(`courseAuthoring.kinds.${kind}.deleteTitle`),
      children: t('courseAuthoring.delete.text', { title: course.title }),
      labels: { confirm: t('courseAuthoring.delete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(course.id, {
          onSuccess: () => notify.success(t('courseAuthoring.delete.done', { title: course.title })),
        }),
    });
  /** The course being deleted now, if any. */
  const deletingId = remove.isPending ? remove.variables : undefined;
  return { confirm, deletingId };
}
