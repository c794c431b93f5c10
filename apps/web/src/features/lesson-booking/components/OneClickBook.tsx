import { LIMITS } from '@kru/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { sessionStore, useSession } from '../../../app/session/index.ts';
import { useWallet } from '../../fees/api.ts';
import { useBookSession } from '../../tutoring-sessions/api.ts';
import { topUpAmount } from '../slot-selection.ts';
import { LearningConsentModal } from './LearningConsentModal.tsx';

/**
 * One click books a given time through the normal booking (its rules and money): the study plan's tutors and an
 * expired request's other tutors. A student who has not answered the learning-data question is asked it first,
 * as the booking page asks it; a short wallet hands the top-up amount to `onTopUp`; a refusal shows in place.
 */
export function OneClickBook({
  availabilityIds,
  subjectId,
  label,
  ariaLabel,
  onBooked,
  onTopUp,
  onSettled,
  testId,
  errorTestId,
}: {
  availabilityIds: number[];
  subjectId: number;
  label: string;
  ariaLabel: string;
  onBooked: () => void;
  onTopUp: (amount: number) => void;
  onSettled?: () => void;
  testId: string;
  errorTestId: string;
}) {
  const { user } = useSession();
  const wallet = useWallet();
  const book = useBookSession();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const askConsent = user !== null && user.shareLearningWithTutors === null;

  const submit = (share?: boolean) => {
    setError(null);
    book.mutate(
      { availabilityIds, subjectId, shareLearningWithTutors: share },
      {
        onSuccess: ({ topUpNeeded }) => {
          if (user && share !== undefined) sessionStore.setUser({ ...user, shareLearningWithTutors: share });
          setAsking(false);
          if (topUpNeeded !== null) {
            onTopUp(topUpAmount(topUpNeeded, wallet.data?.minTopUp ?? LIMITS.minTopUpPounds));
            return;
          }
          onBooked();
        },
        onError: (failure) => {
          setAsking(false);
          setError(failure.message);
        },
        onSettled,
      },
    );
  };

  return (
    <Stack gap={4}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCalendarPlus size={14} />}
        loading={book.isPending && !asking}
        onClick={() => (askConsent ? setAsking(true) : submit())}
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {label}
      </Button>
      {error && (
        <Alert color="red" p="xs" data-testid={errorTestId}>
          {error}
        </Alert>
      )}
      {asking && (
        <LearningConsentModal
          opened
          booking={book.isPending}
          onCancel={() => setAsking(false)}
          onAnswer={(share) => submit(share)}
        />
      )}
    </Stack>
  );
}
