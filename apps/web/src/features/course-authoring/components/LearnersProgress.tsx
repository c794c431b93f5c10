import {
  Badge,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import { scrollRegionProps } from '../../../ui/scroll-region.ts';
import { useCreatorProgress } from '../api.ts';

/** Rows shown before the list scrolls inside its card. */
const SCROLL_AFTER_PX = 320;

/**
 * The author's view of each enrolment's way to the creator reward (a pound once a learner has used half the
 * course): learners numbered in the order they started, never named.
 */
export function LearnersProgress({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const progress = useCreatorProgress(courseId);
  const data = progress.data;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="learners-progress">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('courseAuthoring.learners.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {data
            ? t('courseAuthoring.learners.rule', {
                reward: formatMoney(data.reward),
                percent: data.rewardPercent,
              })
            : '\u00a0'}
        </Text>
        {progress.isPending ? (
          <Skeleton height={80} />
        ) : !data || data.learners.length === 0 ? (
          <Text size="sm" c="dimmed">
            {progress.isError ? t('courseAuthoring.learners.failed') : t('courseAuthoring.learners.none')}
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600} data-testid="learners-rewarded">
              {t('courseAuthoring.learners.rewarded', {
                count: data.rewardedCount,
                amount: formatMoney(data.rewardedCount * data.reward),
              })}
            </Text>
            <ScrollArea.Autosize
              mah={SCROLL_AFTER_PX}
              {...scrollRegionProps(t('courseAuthoring.learners.title'))}
            >
              <Table verticalSpacing={6} aria-label={t('courseAuthoring.learners.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('courseAuthoring.learners.learner')}</Table.Th>
                    <Table.Th>{t('courseAuthoring.learners.progress')}</Table.Th>
                    <Table.Th>{t('courseAuthoring.learners.reward')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.learners.map((learner) => (
                    <Table.Tr key={learner.number} data-testid="learner-row">
                      <Table.Td>{t('courseAuthoring.learners.name', { number: learner.number })}</Table.Td>
                      <Table.Td miw={120}>
                        <Group gap="xs" wrap="nowrap">
                          <Progress
                            value={learner.progressPercent}
                            color={learner.rewarded ? 'teal' : 'kruPurple'}
                            style={{ flex: 1 }}
                            aria-label={t('courseAuthoring.learners.progress')}
                          />
                          <Text size="xs" w={36} ta="right">
                            {learner.progressPercent}%
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {learner.rewarded ? (
                          <Badge color="teal" variant="light" tt="none">
                            {t('courseAuthoring.learners.earned')}
                          </Badge>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {learner.progressPercent >= data.rewardPercent
                              ? t('courseAuthoring.learners.trial')
                              : t('courseAuthoring.learners.toGo', {
                                  percent: data.rewardPercent - learner.progressPercent,
                                })}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Paper>
  );
}
