import { SESSION_RULES } from '@kru/contract';
import { Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LearningConsent = 'yes' | 'no' | null;

/**
 * What the student would like to work on (read by the tutor before the lesson) and, at their first booking, whether
 * their tutors may see their learning data (`askConsent`); later changed in Settings.
 */
export function BookingDetails({
  notes,
  onNotes,
  askConsent,
  consent,
  onConsent,
  consentError,
}: {
  notes: string;
  onNotes: (notes: string) => void;
  askConsent: boolean;
  consent: LearningConsent;
  onConsent: (consent: LearningConsent) => void;
  consentError: string | null;
}) {
  const { t } = useTranslation();
  const tooLong = notes.trim().length > SESSION_RULES.notesMaxLength;
  return (
    <Stack gap="md">
      <Textarea
        label={t('tuition.booking.notesLabel')}
        description={t('tuition.booking.notesDescription')}
        placeholder={t('tuition.booking.notesPlaceholder')}
        value={notes}
        onChange={(event) => onNotes(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        error={tooLong ? t('tuition.booking.notesTooLong', { max: SESSION_RULES.notesMaxLength }) : null}
        data-testid="booking-notes"
      />
      {askConsent && (
        <Radio.Group
          label={t('tuition.booking.consentLabel')}
          description={t('tuition.booking.consentDescription')}
          value={consent}
          onChange={(value) => onConsent(value === 'yes' || value === 'no' ? value : null)}
          error={consentError}
          withAsterisk
          data-testid="booking-consent"
        >
          <Stack gap="xs" mt="xs">
            <Radio value="yes" label={t('tuition.booking.consentYes')} data-testid="booking-consent-yes" />
            <Radio value="no" label={t('tuition.booking.consentNo')} data-testid="booking-consent-no" />
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
