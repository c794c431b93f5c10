import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressRing } from '../../../ui/ProgressRing.tsx';
import { useDashboardHomepage } from '../api.ts';
import { DIAGNOSTIC_PATHS } from '../paths.ts';

const RING_SIZE = 72;

/**
 * The student home's diagnostics figures: tests done of those available, and the rounded mean result. While
 * they load, the same card without its figures holds their place (same size at any width), so what is below
 * does not move when they come.
 */
export function DiagnosticsSummary() {
  const { t } = useTranslation();
  const query = useDashboardHomepage();
  // Drawn in a transition, in slices: React Query's answers are urgent updates (see OngoingCourses).
  const data = useDeferredValue(query.data);
  if (!data) return query.isError ? null : <SummaryCard loading />;
  const { totalCount, doneCount, resultsPercentage } = data.diagnostics;
  if (totalCount === 0) return null;
  return (
    <SummaryCard
      percent={resultsPercentage}
      done={t('diagnostics.summary.done', { done: doneCount, total: totalCount })}
    />
  );
}

function SummaryCard(props: { loading: true } | { loading?: false; percent: number; done: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      aria-busy={props.loading}
      data-testid={props.loading ? 'diagnostics-summary-loading' : 'diagnostics-summary'}
    >
      <Group justify="space-between">
        <Group gap="md">
          <ProgressRing
            size={RING_SIZE}
            thickness={7}
            color="teal"
            percent={props.loading ? null : props.percent}
            label={
              <Text ta="center" fw={700} size="sm">
                {props.loading ? '\u00a0' : `${props.percent}%`}
              </Text>
            }
          />
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('diagnostics.summary.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {props.loading ? (
                <Skeleton component="span" display="inline-block" height="1em" width={160} />
              ) : (
                props.done
              )}
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
