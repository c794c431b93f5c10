import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../ui/format.ts';
import type { TutorDetail } from '../api.ts';
import { trialBookingPath } from '../paths.ts';

/**
 * The tutor's trial lesson on their profile: its price and, for a student who has not had theirs, the button to
 * book it; a student whose one trial is booked or done is told so instead. Nothing when the tutor offers none.
 */
export function TrialOffer({ tutor, isStudent }: { tutor: TutorDetail; isStudent: boolean }) {
  const { t } = useTranslation();
  if (tutor.trialPrice === null) return null;
  const offer =
    tutor.trialPrice === 0
      ? t('tuition.trial.profileFree')
      : t('tuition.trial.profilePriced', { price: formatMoney(tutor.trialPrice) });
  return (
    <Alert color="teal" variant="light" icon={<IconGift size={18} />} data-testid="trial-offer">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {offer}
        </Text>
        {isStudent &&
          (tutor.trialTaken ? (
            <Text size="sm" data-testid="trial-taken">
              {t('tuition.trial.taken')}
            </Text>
          ) : (
            <Button component={Link} to={trialBookingPath(tutor.id)} color="teal" data-testid="book-trial">
              {t('tuition.trial.book')}
            </Button>
          ))}
      </Group>
    </Alert>
  );
}
