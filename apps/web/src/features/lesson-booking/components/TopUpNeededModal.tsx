import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../ui/format.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { useTopUpForBooking } from '../../tutoring-sessions/api.ts';

/**
 * Spec section 8: a booking above the balance sends the student to payment to charge the wallet. The request is
 * saved and waits 30 minutes for the money; the checkout comes back to the requests page.
 */
export function TopUpNeededModal({ amount, onClose }: { amount: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const topUp = useTopUpForBooking(TUITION_PATHS.requested);
  const redirecting = topUp.isPending || topUp.isSuccess;
  return (
    <Modal
      opened={amount !== null}
      onClose={onClose}
      title={t('tuition.booking.topUpTitle')}
      centered
      closeOnClickOutside={false}
    >
      {amount !== null && (
        <Stack gap="md" data-testid="top-up-needed">
          <Text>{t('tuition.booking.topUpText', { amount: formatMoney(amount) })}</Text>
          <Text size="sm" c="dimmed">
            {t('tuition.booking.topUpWait')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(TUITION_PATHS.requested)}>
              {t('tuition.booking.topUpLater')}
            </Button>
            <Button loading={redirecting} onClick={() => topUp.mutate(amount)}>
              {t('tuition.booking.topUpNow', { amount: formatMoney(amount) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
