import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCourseKind } from '../hooks/use-course-kind.ts';
import { authoringPath } from '../paths.ts';

/** The three lists of a tutor's courses (or skills), as tabs. */
export const LIST_TABS = ['approved', 'drafts', 'underReview'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/**
 * Each list's frame: the kind's title, "Create course" (or skill), the tabs between the lists, and the list itself
 * (`children`) as the current tab's panel, so that the tab controls what it names.
 */
export function AuthoringHeader({ current, children }: { current: ListTab; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind } = useCourseKind();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(`courseAuthoring.kinds.${kind}.heading`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`courseAuthoring.kinds.${kind}.intro`)}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={authoringPath(kind, 'info')}
          leftSection={<IconPlus size={16} />}
          data-testid="create-course"
        >
          {t(`courseAuthoring.kinds.${kind}.create`)}
        </Button>
      </Group>
      <Tabs value={current} onChange={(tab) => tab && navigate(authoringPath(kind, tab as ListTab))}>
        <Tabs.List>
          {LIST_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(`courseAuthoring.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={current} pt="lg">
          <Stack gap="lg">{children}</Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
