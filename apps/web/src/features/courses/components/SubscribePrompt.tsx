import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseKind } from '../course-kind.ts';
import { LEARNING_PATHS } from '../paths.ts';

/** Beside a course with locked sections: what a subscription unlocks and the way to the subscription page. */
export function SubscribePrompt({ kind, planMetas }: { kind: CourseKind; planMetas: string[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-kruPurple-0)" data-testid="subscribe-prompt">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('courses.subscribe.title')}
        </Title>
        <Text size="sm">{t('courses.subscribe.text')}</Text>
        {planMetas.length > 0 && (
          <List size="sm" spacing={4}>
            {planMetas.map((meta) => (
              <List.Item key={meta}>{meta}</List.Item>
            ))}
          </List>
        )}
        <Button component={Link} to={LEARNING_PATHS[kind].subscribe} leftSection={<IconCrown size={18} />}>
          {t('courses.subscribe.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
