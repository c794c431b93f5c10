import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Chapter } from '../../courses/api.ts';
import type { CourseKind } from '../../courses/course-kind.ts';
import { LEARNING_PATHS } from '../../courses/paths.ts';
import { subscribeReturningTo } from '../../subscriptions/return-path.ts';
import { TrialShare } from './TrialShare.tsx';

/**
 * Beside a course with locked sections: how much the trial opens, what a subscription unlocks and the way to the
 * subscription page (which comes back to this course).
 */
export function SubscribePrompt({
  kind,
  planMetas,
  chapters,
}: {
  kind: CourseKind;
  planMetas: string[];
  chapters: Chapter[];
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-kruPurple-0)" data-testid="subscribe-prompt">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('courses.subscribe.title')}
        </Title>
        <TrialShare chapters={chapters} />
        <Text size="sm">{t('courses.subscribe.text')}</Text>
        {planMetas.length > 0 && (
          <List size="sm" spacing={4}>
            {planMetas.map((meta) => (
              <List.Item key={meta}>{meta}</List.Item>
            ))}
          </List>
        )}
        <Button
          component={Link}
          to={subscribeReturningTo(LEARNING_PATHS[kind].subscribe, `${pathname}${search}`)}
          leftSection={<IconCrown size={18} />}
        >
          {t('courses.subscribe.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
