import { Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import type { ScheduleDraft } from '../api.ts';
import { rangesOfWeekday, weekdayName, withWeekday } from '../draft.ts';
import { DayRangesEditor } from './DayRangesEditor.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Monday to Sunday: a switch for whether the tutor works that day, and its ranges when they do. */
export function WeekdayHours({
  draft,
  onChange,
}: {
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tuition.weeklyHours.weekTitle')}
        </Title>
        {WEEKDAYS.map((weekday, index) => {
          const day = weekdayName(weekday, language);
          const ranges = rangesOfWeekday(draft, weekday);
          return (
            <Fragment key={weekday}>
              {index > 0 && <Divider />}
              <Stack gap={6} data-testid={`weekday-${weekday}`}>
                <Group justify="space-between" wrap="nowrap">
                  <Switch
                    label={day}
                    checked={ranges.length > 0}
                    onChange={(event) =>
                      onChange(
                        withWeekday(
                          draft,
                          weekday,
                          event.currentTarget.checked ? [{ start: '09:00', end: '17:00' }] : [],
                        ),
                      )
                    }
                  />
                  {ranges.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('tuition.weeklyHours.unavailable')}
                    </Text>
                  )}
                </Group>
                {ranges.length > 0 && (
                  <DayRangesEditor
                    day={day}
                    ranges={ranges}
                    onChange={(next) => onChange(withWeekday(draft, weekday, next))}
                  />
                )}
              </Stack>
            </Fragment>
          );
        })}
      </Stack>
    </Paper>
  );
}
