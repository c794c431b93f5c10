import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { type AuthoredCourse, useAuthoredCourse } from '../api.ts';
import { useCourseIdParam, useCourseKind } from '../hooks/use-course-kind.ts';
import { authoringPath, kindOf } from '../paths.ts';

function Missing({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  const { kind } = useCourseKind();
  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack gap="sm">
        <Text data-testid={testId}>{text}</Text>
        <Anchor component={Link} to={authoringPath(kind, 'drafts')}>
          {t(`courseAuthoring.kinds.${kind}.backToDrafts`)}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * The course of the page's `courseId`: loading, not found (another tutor's course is a 404 too), failure with
 * retry; a skill opened under /courses (or the other way round) moves to the same page of its own kind.
 */
export function CourseGate({ children }: { children: (course: AuthoredCourse) => ReactNode }) {
  const { t } = useTranslation();
  const { kind } = useCourseKind();
  const location = useLocation();
  const courseId = useCourseIdParam();
  const course = useAuthoredCourse(courseId);

  if (courseId === null)
    return <Missing text={t(`courseAuthoring.kinds.${kind}.missingId`)} testId="course-missing" />;
  if (course.isPending) return <CenteredLoader />;
  if (course.isError) {
    if (isApiError(course.error) && course.error.status === 404) {
      return <Missing text={t(`courseAuthoring.kinds.${kind}.notFound`)} testId="course-not-found" />;
    }
    return <LoadFailed onRetry={() => void course.refetch()} />;
  }
  const ownKind = kindOf(course.data.courseType);
  if (ownKind !== kind) {
    const path = location.pathname.replace(`/${kind}/`, `/${ownKind}/`);
    return <Navigate to={`${path}${location.search}`} replace />;
  }
  return children(course.data);
}
