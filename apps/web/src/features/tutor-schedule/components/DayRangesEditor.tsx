import type { DayRange } from '@kru/contract';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { END_TIMES, nextRange, rangesProblem, START_TIMES } from '../draft.ts';

/**
 * The time ranges of one day (a weekday or a date): a "from" and a "to" on the half hour for each, a way to
 * remove each and to add one more. Each control names its day, so a screen reader hears "Monday, from".
 */
export function DayRangesEditor({
  day,
  ranges,
  onChange,
}: {
  day: string;
  ranges: DayRange[];
  onChange: (ranges: DayRange[]) => void;
}) {
  const { t } = useTranslation();
  const problem = rangesProblem(ranges);
  const next = nextRange(ranges);
  const change = (index: number, patch: Partial<DayRange>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)));
  return (
    <Stack gap={6}>
      {ranges.map((range, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no id; their order is their identity here.
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <Select
            label={t('tuition.weeklyHours.from')}
            aria-label={t('tuition.weeklyHours.fromOf', { day })}
            data={START_TIMES}
            value={range.start}
            allowDeselect={false}
            onChange={(value) => value && change(index, { start: value })}
            w={110}
            size="sm"
          />
          <Select
            label={t('tuition.weeklyHours.to')}
            aria-label={t('tuition.weeklyHours.toOf', { day })}
            data={END_TIMES}
            value={range.end}
            allowDeselect={false}
            onChange={(value) => value && change(index, { end: value })}
            w={110}
            size="sm"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={t('tuition.weeklyHours.removeRange', { day, from: range.start, to: range.end })}
            onClick={() => onChange(ranges.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {t(`tuition.weeklyHours.problem.${problem}`)}
        </Text>
      )}
      {next && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...ranges, next])}
            aria-label={t('tuition.weeklyHours.addRangeOf', { day })}
          >
            {t('tuition.weeklyHours.addRange')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
