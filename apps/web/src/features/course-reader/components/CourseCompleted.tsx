import { Alert, Button, Group } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseKind } from '../../courses/course-kind.ts';
import { courseDetailsPath, LEARNING_PATHS } from '../../courses/paths.ts';

/** After the last section is taken: well done, and where to go next (review it, or back to My courses). */
export function CourseCompleted({ kind, courseId }: { kind: CourseKind; courseId: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconConfetti size={20} />}
      title={t(`courses.kinds.${kind}.completedTitle`)}
      data-testid="course-completed"
    >
      {t('courses.take.completedText')}
      <Group gap="xs" mt="sm">
        <Button component={Link} to={courseDetailsPath(kind, courseId)} size="xs" variant="light">
          {t('courses.take.toReview')}
        </Button>
        <Button component={Link} to={LEARNING_PATHS[kind].mine} size="xs" variant="default">
          {t(`courses.kinds.${kind}.toMine`)}
        </Button>
      </Group>
    </Alert>
  );
}
