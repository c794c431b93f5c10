import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseKind } from '../course-kind.ts';
import { LEARNING_PATHS } from '../paths.ts';

/** In place of a section beyond the trial: the spec's "not subscribed" message and the way to subscribe. */
export function LockedSection({ kind }: { kind: CourseKind }) {
  const { t } = useTranslation();
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
        <Button component={Link} to={LEARNING_PATHS[kind].subscribe} mt="sm" size="sm">
          {t('courses.subscribe.action')}
        </Button>
      </div>
    </Alert>
  );
}
