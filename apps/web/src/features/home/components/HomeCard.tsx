import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A titled card of the home page with an optional link to the whole list. `minBodyHeight` is the body's height
 * while loading and when empty, so that nothing below moves when the data arrives. `onRetry`, given when the data
 * could not be loaded, shows that in place of the body (never an empty list that reads as "nothing to do").
 */
export function HomeCard({
  title,
  link,
  testId,
  loading,
  minBodyHeight,
  onRetry,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  testId: string;
  loading?: boolean;
  minBodyHeight: number;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} aria-busy={(loading && !onRetry) || undefined}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            {title}
          </Title>
          {link && (
            <Anchor component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          )}
        </Group>
        <Stack gap={4} mih={minBodyHeight}>
          {onRetry ? (
            <Group gap="xs" my="auto" data-testid={`${testId}-failed`}>
              <Text size="sm" c="dimmed">
                {t('home.loadFailed')}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={onRetry}>
                {t('home.retry')}
              </Button>
            </Group>
          ) : (
            children
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The text of an empty card, centred in the space the rows would take. */
export function EmptyText({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text size="sm" c="dimmed" my="auto" data-testid={testId}>
      {children}
    </Text>
  );
}
