import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthPageHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
