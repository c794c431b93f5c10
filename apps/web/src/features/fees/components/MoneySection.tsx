import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MoneySectionProps {
  id: string;
  title: string;
  description?: string;
  /** Beside the title (a badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the fees page, named by its title for assistive technology (and journeys). */
export function MoneySection({ id, title, description, aside, children }: MoneySectionProps) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      data-testid={`${id}-section`}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id={`${id}-title`}>
              {title}
            </Title>
            {aside}
          </Group>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
