import { SCHEDULE_LIMITS } from '@kru/contract';
import { NumberInput, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScheduleDraft } from '../api.ts';

/** The buffer between lessons, the minimum notice and how far ahead students may book. */
export function BookingRules({
  draft,
  onChange,
}: {
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft) => void;
}) {
  const { t } = useTranslation();
  const whole = (value: string | number, min: number) => Math.max(min, Math.round(Number(value) || 0));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tuition.weeklyHours.rulesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('tuition.weeklyHours.buffer')}
            description={t('tuition.weeklyHours.bufferHelp')}
            value={draft.bufferMinutes}
            min={0}
            max={SCHEDULE_LIMITS.bufferMaxMinutes}
            step={5}
            clampBehavior="strict"
            allowDecimal={false}
            onChange={(value) => onChange({ ...draft, bufferMinutes: whole(value, 0) })}
          />
          <NumberInput
            label={t('tuition.weeklyHours.notice')}
            description={t('tuition.weeklyHours.noticeHelp')}
            value={draft.minNoticeHours}
            min={0}
            max={SCHEDULE_LIMITS.noticeMaxHours}
            clampBehavior="strict"
            allowDecimal={false}
            onChange={(value) => onChange({ ...draft, minNoticeHours: whole(value, 0) })}
          />
          <NumberInput
            label={t('tuition.weeklyHours.horizon')}
            description={t('tuition.weeklyHours.horizonHelp')}
            value={draft.bookingHorizonDays}
            min={SCHEDULE_LIMITS.horizonMinDays}
            max={SCHEDULE_LIMITS.horizonMaxDays}
            clampBehavior="strict"
            allowDecimal={false}
            onChange={(value) =>
              onChange({ ...draft, bookingHorizonDays: whole(value, SCHEDULE_LIMITS.horizonMinDays) })
            }
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
