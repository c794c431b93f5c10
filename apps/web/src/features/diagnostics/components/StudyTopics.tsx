import { DIAGNOSTIC_LIMITS } from '@kru/contract';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '../../../ui/quiz/quiz-answers.ts';

/**
 * What to study next: the topics of the areas under the mastery threshold, grouped by area, the weakest first
 * (the server's order). With none, why: full marks, or every area over the threshold.
 */
export function StudyTopics({ result }: { result: QuizResult }) {
  const { t } = useTranslation();
  const percent = DIAGNOSTIC_LIMITS.masteryPercent;
  const areas = [...new Set(result.studyTopics.map((topic) => topic.specialtyId))].flatMap((id) => {
    const score = result.specialtyScores.find((s) => s.specialtyId === id);
    return score ? [{ score, topics: result.studyTopics.filter((topic) => topic.specialtyId === id) }] : [];
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="study-topics">
      <Title order={2} size="h4" mb="xs">
        {t('diagnostics.result.topics')}
      </Title>
      {areas.length === 0 ? (
        <Text size="sm" data-testid="no-study-topics">
          {result.scorePercent === 100
            ? t('diagnostics.result.noTopics')
            : t('diagnostics.result.allMastered', { percent })}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('diagnostics.result.topicsIntro', { percent })}
          </Text>
          {areas.map(({ score, topics }) => (
            <Stack key={score.specialtyId} gap={4} data-testid="study-area">
              <Text size="sm" fw={600}>
                {score.title} · {score.scorePercent}%
              </Text>
              <List size="sm">
                {topics.map((topic) => (
                  <List.Item key={topic.id} data-testid="study-topic">
                    {topic.title}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
