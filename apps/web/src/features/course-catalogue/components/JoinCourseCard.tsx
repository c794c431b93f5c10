import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/router/paths.ts';
import { withReturnPath } from '../../../app/router/return-path.ts';
import { formatMoney } from '../../../ui/format.ts';
import type { PublicCourse } from '../../courses/api.ts';

/**
 * A signed-out visitor's way in: the plan's price (nothing to pay for a free course) and sign-up or sign-in,
 * each coming back to `returnTo` (this page) once done.
 */
export function JoinCourseCard({ course, returnTo }: { course: PublicCourse; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-kruPurple-0)" data-testid="join-course">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('publicCourse.join.title')}
        </Title>
        <Text size="sm">{t(course.isFree ? 'publicCourse.join.textFree' : 'publicCourse.join.text')}</Text>
        {course.plan && (
          <Text size="sm" fw={600} data-testid="course-plan-price">
            {t('publicCourse.join.price', {
              plan: course.plan.productName,
              monthly: formatMoney(course.plan.monthlyPrice),
              yearly: formatMoney(course.plan.yearlyPrice),
            })}
          </Text>
        )}
        <Button
          component={Link}
          to={withReturnPath(`${PATHS.signUp}?role=student`, returnTo)}
          data-testid="course-sign-up"
        >
          {t('publicCourse.join.signUp')}
        </Button>
        <Text size="sm" ta="center">
          {t('publicCourse.join.haveAccount')}{' '}
          <Anchor component={Link} to={withReturnPath(PATHS.signIn, returnTo)} data-testid="course-sign-in">
            {t('publicCourse.join.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
