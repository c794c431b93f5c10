import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/index.ts';
import { formatMoney } from '../../../ui/format.ts';
import type { TutorDetail } from '../../tuition/api.ts';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';
import { SessionTimes } from '../../tutoring-sessions/components/SessionTimes.tsx';
import { TrialBadge } from '../../tutoring-sessions/components/StatusBadge.tsx';
import { lengthKey, lengthParts } from '../booking-length.ts';
import type { BookableSlot } from '../slot-selection.ts';

/** The booking's choices and sums: subject, length, when, the price, the balance, and Book. */
export function BookingSummary({
  tutor,
  subjectId,
  onSubject,
  selected,
  maxLength,
  onLength,
  price,
  balance,
  viewerZone,
  booking,
  lessonKind,
  trial = false,
  details,
  error,
  onBook,
}: {
  tutor: TutorDetail;
  subjectId: number | null;
  onSubject: (id: number | null) => void;
  selected: BookableSlot[];
  maxLength: number;
  onLength: (count: number) => void;
  price: number | null;
  /** The wallet balance; null while unknown. */
  balance: number | null;
  viewerZone: string;
  booking: boolean;
  /** The choice of a regular lesson or a trial, when the tutor offers the student a trial. */
  lessonKind?: ReactNode;
  /** A trial lesson: one slot, so no choice of length. */
  trial?: boolean;
  /** Asked before booking (the notes, the learning-data question), shown above the button. */
  details?: ReactNode;
  error: string | null;
  onBook: () => void;
}) {
  const { t } = useTranslation();
  const first = selected[0];
  const last = selected.at(-1);
  const short = price !== null && balance !== null && price > balance;
  const announcement =
    first && last
      ? t(price === null ? 'tuition.booking.announceNoPrice' : 'tuition.booking.announce', {
          day: formatDayHeading(first.startingAt, viewerZone),
          time: formatTimeRange(first.startingAt, last.endingAt, viewerZone),
          length: t(lengthKey(selected.length), lengthParts(selected.length)),
          price: price === null ? '' : formatMoney(price),
        })
      : '';
  const lengthOptions = Array.from({ length: maxLength }, (_, i) => ({
    value: String(i + 1),
    label: t(lengthKey(i + 1), lengthParts(i + 1)),
  }));
  return (
    <Paper withBorder radius="md" p="lg" data-testid="booking-summary">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('tuition.booking.summary')}
        </Title>
        {/* Always in the page, so that a screen reader hears each change of the chosen time and its price (the
            focus stays on the slots, away from the summary). */}
        <VisuallyHidden role="status" aria-live="polite" aria-atomic data-testid="booking-announcement">
          {announcement}
        </VisuallyHidden>
        {lessonKind}
        <Select
          label={t('tuition.booking.subject')}
          placeholder={t('tuition.booking.subjectPlaceholder')}
          data={tutor.subjectPrices.map((price) => ({
            value: String(price.subjectId),
            label: [
              price.subject.title,
              price.subject.schoolYear ? ` · ${price.subject.schoolYear.title}` : '',
              ` — ${t('tuition.card.perHour', { price: formatMoney(price.pricePerHour) })}`,
            ].join(''),
          }))}
          value={subjectId === null ? null : String(subjectId)}
          onChange={(value) => onSubject(value ? Number(value) : null)}
          allowDeselect={false}
          withAsterisk
        />
        {first && last ? (
          <>
            {!trial && (
              <Select
                label={t('tuition.booking.length')}
                data={lengthOptions}
                value={String(selected.length)}
                onChange={(value) => value && onLength(Number(value))}
                allowDeselect={false}
              />
            )}
            <SessionTimes
              startingAt={first.startingAt}
              endingAt={last.endingAt}
              viewerZone={viewerZone}
              otherZone={tutor.timeZone}
              otherRole="teacher"
            />
          </>
        ) : (
          <Text c="dimmed" size="sm">
            {t('tuition.booking.pickTime')}
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Group gap="xs">
            <Text>{t('tuition.booking.price')}</Text>
            {trial && <TrialBadge />}
          </Group>
          <Text fw={700} data-testid="booking-price">
            {price === null ? '—' : formatMoney(price)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('tuition.booking.balance')}</Text>
          <Text data-testid="booking-balance">{balance === null ? '—' : formatMoney(balance)}</Text>
        </Group>
        {short && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="booking-short"
          >
            {t('tuition.booking.shortNotice', { amount: formatMoney(price - balance) })}
          </Alert>
        )}
        {details}
        <FormErrorAlert message={error} />
        <Button
          size="md"
          onClick={onBook}
          loading={booking}
          disabled={!first || subjectId === null}
          data-testid="booking-submit"
        >
          {short ? t('tuition.booking.bookAndTopUp') : t('tuition.booking.book')}
        </Button>
      </Stack>
    </Paper>
  );
}
