import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trialPriceLabel } from '../../tuition/trial/trial-label.ts';

export type LessonKind = 'regular' | 'trial';

/** Regular lesson or the tutor's trial (one 30-minute slot at the trial price); shown while a trial is on offer. */
export function LessonKindControl({
  kind,
  trialPrice,
  onKind,
}: {
  kind: LessonKind;
  trialPrice: number;
  onKind: (kind: LessonKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Input.Label>{t('tuition.trial.kindLabel')}</Input.Label>
      <SegmentedControl
        fullWidth
        value={kind}
        onChange={(value) => onKind(value === 'trial' ? 'trial' : 'regular')}
        data={[
          { value: 'regular', label: t('tuition.trial.kindRegular') },
          { value: 'trial', label: t('tuition.trial.kindTrial') },
        ]}
        data-testid="lesson-kind"
      />
      {kind === 'trial' && (
        <Text size="sm" c="dimmed" data-testid="trial-note">
          {trialPriceLabel(t, trialPrice)} · {t('tuition.trial.kindNote')}
        </Text>
      )}
    </Stack>
  );
}
