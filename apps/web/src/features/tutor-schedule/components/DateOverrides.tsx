import { type DateOverride, SCHEDULE_LIMITS } from '@kru/contract';
import {
  Button,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayHeading } from '../../tuition/time-format.ts';
import type { ScheduleDraft } from '../api.ts';
import { localDate } from '../draft.ts';
import { DayRangesEditor } from './DayRangesEditor.tsx';

/** The first date from tomorrow (on the tutor's clock) that has no override yet. */
function firstFreeDate(overrides: readonly DateOverride[], timeZone: string): string {
  for (let days = 1; ; days += 1) {
    const date = localDate(timeZone, days);
    if (!overrides.some((day) => day.date === date)) return date;
  }
}

/** Dates that differ from their weekday: a day off, or other hours on that date. */
export function DateOverrides({
  draft,
  timeZone,
  onChange,
}: {
  draft: ScheduleDraft;
  timeZone: string;
  onChange: (draft: ScheduleDraft) => void;
}) {
  const { t } = useTranslation();
  const overrides = draft.dateOverrides;
  const set = (next: DateOverride[]) =>
    onChange({ ...draft, dateOverrides: [...next].sort((a, b) => a.date.localeCompare(b.date)) });
  const change = (index: number, patch: Partial<DateOverride>) =>
    set(overrides.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  const repeated = (date: string) => overrides.filter((day) => day.date === date).length > 1;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tuition.weeklyHours.datesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tuition.weeklyHours.datesIntro')}
        </Text>
        {overrides.map((override, index) => {
          const heading = formatDayHeading(`${override.date}T12:00:00Z`, 'UTC');
          return (
            <Fragment key={override.date}>
              {index > 0 && <Divider />}
              <Stack gap={6} data-testid={`override-${override.date}`}>
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <TextInput
                    type="date"
                    label={t('tuition.weeklyHours.date')}
                    value={override.date}
                    min={localDate(timeZone)}
                    error={repeated(override.date) ? t('tuition.weeklyHours.problem.repeated') : undefined}
                    onChange={(event) =>
                      event.currentTarget.value && change(index, { date: event.currentTarget.value })
                    }
                    w={170}
                  />
                  <SegmentedControl
                    aria-label={t('tuition.weeklyHours.dateKind', { date: heading })}
                    value={override.ranges.length ? 'hours' : 'off'}
                    onChange={(kind) =>
                      change(index, { ranges: kind === 'off' ? [] : [{ start: '09:00', end: '17:00' }] })
                    }
                    data={[
                      { value: 'off', label: t('tuition.weeklyHours.dayOff') },
                      { value: 'hours', label: t('tuition.weeklyHours.otherHours') },
                    ]}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => set(overrides.filter((_, i) => i !== index))}
                    aria-label={t('tuition.weeklyHours.removeDate', { date: heading })}
                  >
                    {t('tuition.weeklyHours.remove')}
                  </Button>
                </Group>
                {override.ranges.length > 0 && (
                  <DayRangesEditor
                    day={heading}
                    ranges={override.ranges}
                    onChange={(ranges) => change(index, { ranges })}
                  />
                )}
              </Stack>
            </Fragment>
          );
        })}
        {overrides.length < SCHEDULE_LIMITS.overrides && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconCalendarPlus size={18} />}
              onClick={() => set([...overrides, { date: firstFreeDate(overrides, timeZone), ranges: [] }])}
            >
              {t('tuition.weeklyHours.addDate')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
