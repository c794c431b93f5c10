import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { WeekNavigation } from '../../lesson-booking/components/WeekNavigation.tsx';
import { WeekSlots } from '../../lesson-booking/components/WeekSlots.tsx';
import { bookableSlots, bookingWeek, chainFrom } from '../../lesson-booking/slot-selection.ts';
import { useTutorCalendar } from '../../tuition/api.ts';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';
import type { Session } from '../api.ts';
import { useProposeReschedule } from '../reschedule-api.ts';
import { slotCountOf } from '../reschedule-rules.ts';

/** The words of a refused proposal: the field's own message when the server names one, else its message. */
function failureText(error: Error): string {
  if (isApiError(error)) return error.fieldErrors.availability_ids?.[0] ?? error.message;
  return error.message;
}

/**
 * Proposing a new time: the tutor's free time week by week in the viewer's zone (the booking page's picker),
 * one click choosing a start; the new time is as long as the session. The other side then accepts or declines.
 */
export function ProposeTimeModal({
  session,
  viewerZone,
  onClose,
}: {
  session: Session | null;
  viewerZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [week, setWeek] = useState(0);
  const [startId, setStartId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const range = useMemo(() => bookingWeek(new Date(), viewerZone, week), [viewerZone, week]);
  const calendar = useTutorCalendar(session?.teacher.id ?? null, range);
  const propose = useProposeReschedule();
  const slots = useMemo(
    () => bookableSlots(calendar.data?.availabilities ?? [], new Date()),
    [calendar.data],
  );
  const count = session ? slotCountOf(session) : 0;
  const chosen = startId === null ? [] : chainFrom(slots, startId).slice(0, count);
  const fits = chosen.length === count && count > 0;
  const close = () => {
    setStartId(null);
    setError(null);
    setWeek(0);
    onClose();
  };
  const changeWeek = (next: number) => {
    setWeek(next);
    setStartId(null);
  };
  const submit = () => {
    if (!session || !fits) return;
    setError(null);
    propose.mutate(
      { sessionId: session.id, availabilityIds: chosen.map((slot) => slot.id) },
      {
        onSuccess: () => {
          notify.success(t('tuition.reschedule.proposed'));
          close();
        },
        onError: (failure) => {
          setError(failureText(failure));
          if (isApiError(failure) && failure.status === 409) {
            setStartId(null);
            void calendar.refetch();
          }
        },
      },
    );
  };
  return (
    <Modal opened={session !== null} onClose={close} title={t('tuition.reschedule.proposeTitle')} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('tuition.reschedule.proposeIntro', { minutes: count * 30, zone: viewerZone })}
        </Text>
        <WeekNavigation week={week} range={range} zone={viewerZone} onWeek={changeWeek} />
        {calendar.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : calendar.isError ? (
          <LoadFailed onRetry={() => void calendar.refetch()} />
        ) : (
          <WeekSlots
            slots={slots}
            selectedIds={new Set(chosen.map((slot) => slot.id))}
            viewerZone={viewerZone}
            tutorZone={session?.teacher.timeZone ?? viewerZone}
            onClick={(id) => {
              setError(null);
              setStartId((current) => (current === id ? null : id));
            }}
          />
        )}
        {startId !== null && !fits && (
          <Alert color="orange" data-testid="reschedule-too-short">
            {t('tuition.reschedule.tooShort', { minutes: count * 30 })}
          </Alert>
        )}
        {fits && (
          <Text fw={500} data-testid="reschedule-choice">
            {t('tuition.reschedule.newTime', {
              time: `${formatDayHeading(chosen[0]!.startingAt, viewerZone)}, ${formatTimeRange(
                chosen[0]!.startingAt,
                chosen.at(-1)!.endingAt,
                viewerZone,
              )}`,
            })}
          </Text>
        )}
        {error && (
          <Alert color="red" data-testid="reschedule-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('tuition.reschedule.close')}
          </Button>
          <Button
            disabled={!fits}
            loading={propose.isPending}
            onClick={submit}
            data-testid="reschedule-submit"
          >
            {t('tuition.reschedule.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
