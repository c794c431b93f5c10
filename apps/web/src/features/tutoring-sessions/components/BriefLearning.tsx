import { Badge, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../tuition/time-format.ts';
import type { SessionBrief } from '../brief-api.ts';

type Learning = NonNullable<SessionBrief['learning']>;

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {empty === null ? children : <Text c="dimmed">{empty}</Text>}
      </Stack>
    </Paper>
  );
}

/** A score as a labelled bar: red below half, yellow below the mastery mark, green from it. */
function ScoreBar({ label, percent }: { label: string; percent: number }) {
  const color = percent < 50 ? 'red' : percent < 70 ? 'yellow' : 'green';
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} color={color} aria-label={`${label}: ${percent}%`} />
    </Stack>
  );
}

/** The learning the student shares: diagnostics of the subject, quiz mistakes, course progress. */
export function BriefLearning({ learning, zone }: { learning: Learning; zone: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Section
        title={t('tuition.brief.diagnostics')}
        empty={learning.diagnostics.length ? null : t('tuition.brief.noDiagnostics')}
      >
        {learning.diagnostics.map((diagnostic) => (
          <Stack key={diagnostic.quizId} gap="xs" data-testid="brief-diagnostic">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{diagnostic.title}</Text>
              <Badge variant="light">{t('tuition.brief.score', { percent: diagnostic.scorePercent })}</Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {formatMoment(diagnostic.finishedAt, zone)}
            </Text>
            {diagnostic.specialtyScores.map((score) => (
              <ScoreBar key={score.specialtyId} label={score.title} percent={score.scorePercent} />
            ))}
            {diagnostic.weakestTopics.length > 0 && (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {t('tuition.brief.weakestTopics')}
                </Text>
                <List size="sm">
                  {diagnostic.weakestTopics.map((topic) => (
                    <List.Item key={topic.id}>{topic.title}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Stack>
        ))}
      </Section>
      <Section
        title={t('tuition.brief.mistakes')}
        empty={learning.mistakes.length ? null : t('tuition.brief.noMistakes')}
      >
        <Stack gap="sm">
          {learning.mistakes.map((mistake, index) => (
            // One question may be got wrong in two attempts: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Stack key={`${mistake.questionId}-${index}`} gap={2}>
              <Text size="sm" fw={600}>
                {mistake.question}
              </Text>
              <Text size="xs" c="dimmed">
                {mistake.source} · {formatMoment(mistake.answeredAt, zone)}
              </Text>
              <Text size="sm">
                {t('tuition.brief.chosen', {
                  answers: mistake.chosen.join(', ') || t('tuition.brief.noAnswer'),
                })}
              </Text>
              <Text size="sm">{t('tuition.brief.correct', { answers: mistake.correct.join(', ') })}</Text>
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section
        title={t('tuition.brief.courses')}
        empty={learning.courses.length ? null : t('tuition.brief.noCourses')}
      >
        {learning.courses.map((course) => (
          <ScoreBar
            key={course.courseId}
            label={`${course.title} · ${t('tuition.brief.sections', {
              taken: course.sectionsTaken,
              total: course.sectionsTotal,
            })}`}
            percent={course.progressPercent}
          />
        ))}
      </Section>
    </Stack>
  );
}
