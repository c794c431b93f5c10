import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseKind } from '../course-kind.ts';
import { LEARNING_PATHS } from '../paths.ts';

/** No course chosen, or one that does not exist here (or not on this site): a way back to the search. */
export function CourseMissing({ kind, message }: { kind: CourseKind; message: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Text data-testid="course-not-found">{message}</Text>
        <Button component={Link} to={LEARNING_PATHS[kind].search} variant="light">
          {t(`courses.kinds.${kind}.findAnother`)}
        </Button>
      </Stack>
    </Center>
  );
}
