import { Anchor, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardHomepage } from '../api.ts';
import { DIAGNOSTIC_PATHS } from '../paths.ts';

/** The student home's diagnostics figures: tests done of those available, and the rounded mean result. */
export function DiagnosticsSummary() {
  const { t } = useTranslation();
  const query = useDashboardHomepage();
  if (!query.data) return null;
  const { totalCount, doneCount, resultsPercentage } = query.data.diagnostics;
  if (totalCount === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="diagnostics-summary">
      <Group justify="space-between">
        <Group gap="md">
          <RingProgress
            size={72}
            thickness={7}
            roundCaps
            sections={[{ value: resultsPercentage, color: 'teal' }]}
            label={
              <Text ta="center" fw={700} size="sm">
                {resultsPercentage}%
              </Text>
            }
          />
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('diagnostics.summary.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('diagnostics.summary.done', { done: doneCount, total: totalCount })}
            </Text>
          </Stack>
        </Group>
        <Anchor component={Link} to={DIAGNOSTIC_PATHS.list} size="sm">
          {t('diagnostics.summary.open')}
        </Anchor>
      </Group>
    </Paper>
  );
}
