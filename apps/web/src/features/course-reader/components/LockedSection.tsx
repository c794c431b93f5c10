import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { CourseKind } from '../../courses/course-kind.ts';
import { LEARNING_PATHS } from '../../courses/paths.ts';
import { subscribeReturningTo } from '../../subscriptions/return-path.ts';

/**
 * In place of a section (or quiz) beyond the trial: the spec's "not subscribed" message and the way to subscribe,
 * which brings the learner back here once subscribed.
 */
export function LockedSection({ kind }: { kind: CourseKind }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLock size={18} />}
      title={t('courses.take.lockedTitle')}
      data-testid="section-locked"
    >
      {t('api.trial_ended')}
      <div>
        <Button
          component={Link}
          to={subscribeReturningTo(LEARNING_PATHS[kind].subscribe, `${pathname}${search}`)}
          mt="sm"
          size="sm"
        >
          {t('courses.subscribe.action')}
        </Button>
      </div>
    </Alert>
  );
}
