import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearningConsent } from './BookingDetails.tsx';

/**
 * The booking page's first-booking question (may the tutors see the student's learning data?) for a one-click
 * booking: asked before the booking is sent, while the student has not answered it here, there or in Settings.
 */
export function LearningConsentModal({
  opened,
  booking,
  onCancel,
  onAnswer,
}: {
  opened: boolean;
  booking: boolean;
  onCancel: () => void;
  onAnswer: (share: boolean) => void;
}) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState<LearningConsent>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (consent === null) {
      setError(t('tuition.booking.consentRequired'));
      return;
    }
    onAnswer(consent === 'yes');
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={t('tuition.booking.consentTitle')} centered>
      <Stack gap="md" data-testid="one-click-consent">
        <Radio.Group
          label={t('tuition.booking.consentLabel')}
          description={t('tuition.booking.consentDescription')}
          value={consent}
          onChange={(value) => {
            setConsent(value === 'yes' || value === 'no' ? value : null);
            setError(null);
          }}
          error={error}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            <Radio value="yes" label={t('tuition.booking.consentYes')} data-testid="booking-consent-yes" />
            <Radio value="no" label={t('tuition.booking.consentNo')} data-testid="booking-consent-no" />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} loading={booking} data-testid="one-click-consent-book">
            {t('tuition.booking.consentBook')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
