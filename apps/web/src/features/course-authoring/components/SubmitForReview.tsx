import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { PATHS } from '../../../app/router/paths.ts';
import { refreshUser, useSession } from '../../../app/session/index.ts';
import { type AuthoredCourse, useSubmitForReview } from '../api.ts';
import { useCourseKind } from '../hooks/use-course-kind.ts';
import { authoringPath, coursePagePath } from '../paths.ts';

/**
 * "Submit for review" under the preview. What the server refuses is said here, in place: no chapter with a
 * section yet (422, with a way back to the content), or a tutor profile not approved yet (403).
 */
export function SubmitForReview({ course }: { course: AuthoredCourse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind } = useCourseKind();
  const tutorApproved = useSession().user?.approvalStatus === 'approved';
  const submit = useSubmitForReview(course.id);
  const error = submit.error;
  const canSubmit = course.approvalState === 'draft' || course.approvalState === 'rejected';
  // The admin team may have decided on the tutor's profile since sign-in: the hint below follows the latest state.
  useEffect(() => {
    void refreshUser().catch(() => undefined);
  }, []);

  const send = () =>
    submit.mutate(undefined, {
      onSuccess: () => {
        notify.success(t(`courseAuthoring.kinds.${kind}.submitted`));
        navigate(authoringPath(kind, 'underReview'));
      },
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        {!tutorApproved && canSubmit && (
          <Alert color="yellow" variant="light" data-testid="tutor-not-approved-hint">
            {t('courseAuthoring.release.notApprovedHint')}{' '}
            <Anchor component={Link} to={PATHS.profile}>
              {t('courseAuthoring.release.toProfile')}
            </Anchor>
          </Alert>
        )}
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="submit-error"
          >
            <Text size="sm">{error.message}</Text>
            {isApiError(error) && error.status === 422 && (
              <Anchor component={Link} to={coursePagePath(kind, 'content', course.id)} size="sm">
                {t('courseAuthoring.release.toContent')}
              </Anchor>
            )}
            {isApiError(error) && error.status === 403 && (
              <Anchor component={Link} to={PATHS.profile} size="sm">
                {t('courseAuthoring.release.toProfile')}
              </Anchor>
            )}
          </Alert>
        )}
        <Group justify="space-between">
          <Button component={Link} to={coursePagePath(kind, 'content', course.id)} variant="default">
            {t('courseAuthoring.steps.back')}
          </Button>
          {canSubmit ? (
            <Button
              leftSection={<IconSend size={16} />}
              loading={submit.isPending}
              onClick={send}
              data-testid="submit-for-review"
            >
              {t('courseAuthoring.release.submit')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" data-testid="release-state">
              {t(`courseAuthoring.release.state.${course.approvalState}`)}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
