import { LIMITS, SESSION_RULES } from '@kru/contract';
import { Anchor, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { sessionStore, useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { useWallet } from '../../fees/api.ts';
import { useTutorCalendar, useTutorProfile } from '../../tuition/api.ts';
import { TUITION_PATHS, tutorProfilePath } from '../../tuition/paths.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { useBookSession } from '../../tutoring-sessions/api.ts';
import { BookingDetails, type LearningConsent } from '../components/BookingDetails.tsx';
import { BookingSummary } from '../components/BookingSummary.tsx';
import { type LessonKind, LessonKindControl } from '../components/LessonKindControl.tsx';
import { TopUpNeededModal } from '../components/TopUpNeededModal.tsx';
import { WeekNavigation } from '../components/WeekNavigation.tsx';
import { WeekSlots } from '../components/WeekSlots.tsx';
import {
  bookableSlots,
  bookingPrice,
  bookingWeek,
  chainFrom,
  clickSlot,
  clickTrialSlot,
  type SlotSelection,
  selectedSlots,
  topUpAmount,
  weekHolding,
} from '../slot-selection.ts';

/**
 * `/tuition/tutors/booking?tutorId=` (students): the tutor's free time week by week in the student's zone; pick
 * consecutive half hours and a subject, see the price and the balance, and book. A short wallet leads to the top-up.
 */
export default function BookingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tutorId = idFrom(params.get('tutorId'));
  const viewerZone = useViewerTimeZone();
  // `at` (a link to book a given hour, as the AI tutor gives) opens on that hour's week.
  const [week, setWeek] = useState(() => weekHolding(new Date(), viewerZone, params.get('at')));
  const range = useMemo(() => bookingWeek(new Date(), viewerZone, week), [viewerZone, week]);
  const profile = useTutorProfile(tutorId);
  const calendar = useTutorCalendar(tutorId, range);
  const wallet = useWallet();
  const book = useBookSession();
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [chosenSubject, setSubject] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [topUpNeeded, setTopUpNeeded] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  // `trial=1` (the profile's "Book a trial lesson") opens with the trial chosen.
  const [kind, setKind] = useState<LessonKind>(params.get('trial') === '1' ? 'trial' : 'regular');
  const [consent, setConsent] = useState<LearningConsent>(null);
  const [consentError, setConsentError] = useState<string | null>(null);
  const { user } = useSession();
  // Asked once: at the first booking, until the student has answered (here or in Settings).
  const askConsent = user !== null && user.shareLearningWithTutors === null;

  const slots = useMemo(
    () => bookableSlots(calendar.data?.availabilities ?? [], new Date()),
    [calendar.data],
  );
  const selected = selectedSlots(slots, selection);
  const selectedIds = new Set(selected.map((slot) => slot.id));

  if (tutorId === null) return <Text>{t('tuition.profile.missingId')}</Text>;
  if (profile.isPending) return <CenteredLoader />;
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 404) {
      return <Text data-testid="tutor-not-found">{t('tuition.profile.notFound')}</Text>;
    }
    return <LoadFailed onRetry={() => void profile.refetch()} />;
  }
  const tutor = profile.data;
  const trialPrice = tutor.trialTaken ? null : tutor.trialPrice;
  const trial = kind === 'trial' && trialPrice !== null;
  const subjectId =
    chosenSubject ?? (tutor.subjectPrices.length === 1 ? tutor.subjectPrices[0]!.subjectId : null);
  const pricePerHour = tutor.subjectPrices.find((price) => price.subjectId === subjectId)?.pricePerHour;
  const lessonPrice = pricePerHour === undefined ? null : bookingPrice(pricePerHour, selected.length);
  const price = selected.length ? (trial ? trialPrice : lessonPrice) : null;
  const maxLength = selection ? (trial ? 1 : chainFrom(slots, selection.startId).length) : 0;

  const changeWeek = (next: number) => {
    setWeek(next);
    setSelection(null);
  };
  const submit = () => {
    if (subjectId === null || selected.length === 0) return;
    setError(null);
    if (askConsent && consent === null) {
      setConsentError(t('tuition.booking.consentRequired'));
      return;
    }
    if (notes.trim().length > SESSION_RULES.notesMaxLength) return;
    const share = askConsent ? consent === 'yes' : undefined;
    book.mutate(
      {
        availabilityIds: selected.map((slot) => slot.id),
        subjectId,
        notes: notes.trim() || null,
        shareLearningWithTutors: share,
        trial: trial || undefined,
      },
      {
        onSuccess: ({ topUpNeeded: short }) => {
          if (user && share !== undefined) sessionStore.setUser({ ...user, shareLearningWithTutors: share });
          if (short !== null) {
            setTopUpNeeded(topUpAmount(short, wallet.data?.minTopUp ?? LIMITS.minTopUpPounds));
            return;
          }
          notify.success(t('tuition.booking.requested'));
          navigate(TUITION_PATHS.requested);
        },
        onError: (failure) => {
          setError(failure.message);
          if (isApiError(failure) && failure.status === 409) {
            setSelection(null);
            void calendar.refetch();
            // The student's one trial may have been taken meanwhile: the page stops offering it.
            if (trial) void profile.refetch();
          }
        },
      },
    );
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={tutorProfilePath(tutor.id)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('tuition.booking.back', { name: tutor.fullName })}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('tuition.booking.heading', { name: tutor.fullName })}
      </Title>
      <Text c="dimmed" size="sm">
        {t('tuition.booking.intro', { zone: viewerZone })}
      </Text>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
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
                  selectedIds={selectedIds}
                  viewerZone={viewerZone}
                  tutorZone={tutor.timeZone}
                  onClick={(id) => {
                    setError(null);
                    setSelection((current) =>
                      trial ? clickTrialSlot(current, id) : clickSlot(slots, current, id),
                    );
                  }}
                />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BookingSummary
            tutor={tutor}
            subjectId={subjectId}
            onSubject={setSubject}
            selected={selected}
            maxLength={maxLength}
            onLength={(count) => setSelection((current) => (current ? { ...current, count } : current))}
            price={price}
            balance={wallet.data?.balance ?? null}
            viewerZone={viewerZone}
            booking={book.isPending}
            trial={trial}
            lessonKind={
              trialPrice !== null && (
                <LessonKindControl
                  kind={kind}
                  trialPrice={trialPrice}
                  onKind={(next) => {
                    setKind(next);
                    setSelection((current) => (current ? { ...current, count: 1 } : current));
                  }}
                />
              )
            }
            details={
              <BookingDetails
                notes={notes}
                onNotes={setNotes}
                askConsent={askConsent}
                consent={consent}
                onConsent={(value) => {
                  setConsent(value);
                  setConsentError(null);
                }}
                consentError={consentError}
              />
            }
            error={error}
            onBook={submit}
          />
        </Grid.Col>
      </Grid>
      <TopUpNeededModal amount={topUpNeeded} onClose={() => navigate(TUITION_PATHS.requested)} />
    </Stack>
  );
}
