import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the console's detail pages. */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
