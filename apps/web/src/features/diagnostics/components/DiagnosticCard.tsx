import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import type { Diagnostic } from '../api.ts';
import { diagnosticResultPath, takeDiagnosticPath } from '../paths.ts';

const STATE_COLOURS = { not_started: 'gray', in_progress: 'yellow', completed: 'green' } as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** One diagnostic on the dashboard: minutes, the learner's figures, its state, and start, resume or retake. */
export function DiagnosticCard({ diagnostic }: { diagnostic: Diagnostic }) {
  const { t } = useTranslation();
  const { quizzes, state } = diagnostic;
  const last = quizzes.last;
  const action = state === 'in_progress' ? 'resume' : state === 'completed' ? 'retake' : 'start';
  return (
    <Paper withBorder p="md" radius="md" data-testid="diagnostic-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {diagnostic.title}
            </Title>
            <Text size="sm" c="dimmed">
              {diagnostic.subject.title} · {t('diagnostics.questions', { count: diagnostic.questionsCount })}
            </Text>
          </Stack>
          <Badge color={STATE_COLOURS[state]} data-testid="diagnostic-state">
            {t(`diagnostics.state.${state}`)}
          </Badge>
        </Group>
        <Text size="sm">{diagnostic.description}</Text>
        <Group gap={4}>
          <IconClock size={16} />
          <Text size="sm">{t('diagnostics.minutes', { count: diagnostic.minutes })}</Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Figure label={t('diagnostics.attempts')} value={String(quizzes.attempts)} />
          <Figure
            label={t('diagnostics.best')}
            value={quizzes.bestPercent === null ? '—' : `${quizzes.bestPercent}%`}
          />
          <Figure label={t('diagnostics.last')} value={last ? formatDateTime(last.finishedAt) : '—'} />
          <Figure label={t('diagnostics.correct')} value={last ? String(last.correctCount) : '—'} />
          <Figure label={t('diagnostics.wrong')} value={last ? String(last.wrongCount) : '—'} />
        </SimpleGrid>
        <Group justify="flex-end">
          {last && (
            <Button component={Link} to={diagnosticResultPath(last.id)} variant="default">
              {t('diagnostics.seeResult')}
            </Button>
          )}
          <Button component={Link} to={takeDiagnosticPath(diagnostic.id)} data-testid="start-diagnostic">
            {t(`diagnostics.action.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
