import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface SummaryStat {
  key: string;
  label: string;
  value: string;
}

/** A row of figures from the user record (balance, plan, students...). */
export function SummaryStats({ stats }: { stats: SummaryStat[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: stats.length > 3 ? 4 : 3 }} spacing="sm">
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder p="md" radius="md" data-testid={`stat-${stat.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          <Text fw={700} fz="lg" mt={4}>
            {stat.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
