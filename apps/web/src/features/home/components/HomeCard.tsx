import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A titled card of the home page with an optional link to the whole list. `minBodyHeight` is the body's height
 * while loading and when empty, so that nothing below moves when the data arrives.
 */
export function HomeCard({
  title,
  link,
  testId,
  loading,
  minBodyHeight,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  testId: string;
  loading?: boolean;
  minBodyHeight: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} aria-busy={loading || undefined}>
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
          {children}
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
