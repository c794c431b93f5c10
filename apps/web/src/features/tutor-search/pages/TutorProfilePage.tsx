import { Anchor, Avatar, Button, Center, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { SubjectPriceItem } from '../../../ui/SubjectPriceItem.tsx';
import { MessageButton } from '../../messages/components/MessageButton.tsx';
import { useTutorProfile } from '../../tuition/api.ts';
import { bookingPath, TUITION_PATHS } from '../../tuition/paths.ts';
import { ReviewList } from '../../tuition/reviews/ReviewList.tsx';
import { TrialOffer } from '../../tuition/trial/TrialOffer.tsx';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { FreeTimePreview } from '../../tutor-schedule/components/FreeTimePreview.tsx';
import { SpokenLanguages } from '../components/SpokenLanguages.tsx';
import { TutorRating } from '../components/TutorRating.tsx';

function Missing({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Text data-testid="tutor-not-found">{message}</Text>
        <Button component={Link} to={TUITION_PATHS.tutors} variant="light">
          {t('tuition.profile.findAnother')}
        </Button>
      </Stack>
    </Center>
  );
}

/** `/tuition/tutors/profile?tutorId=`: who the tutor is, what they teach at what price, and when they are free. */
export default function TutorProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tutorId = idFrom(params.get('tutorId'));
  const viewerZone = useViewerTimeZone();
  const profile = useTutorProfile(tutorId);
  const isStudent = useSession().user?.role === 'student';

  if (tutorId === null) return <Missing message={t('tuition.profile.missingId')} />;
  if (profile.isPending) return <CenteredLoader />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return <Missing message={t('tuition.profile.notFound')} />;
    }
    return <LoadFailed onRetry={() => void profile.refetch()} />;
  }
  const tutor = profile.data;
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={TUITION_PATHS.tutors} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('tuition.profile.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        {/* May shrink, and a long name breaks, so that a narrow or zoomed window never scrolls sideways. */}
        <Group wrap="nowrap" miw={0}>
          <Avatar src={tutor.avatar} alt="" size={88} radius="xl" color="kruPurple">
            {tutor.fullName.slice(0, 1)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Title order={1} size="h2" data-testid="tutor-profile-name" style={{ overflowWrap: 'anywhere' }}>
              {tutor.fullName}
            </Title>
            <TutorRating rate={tutor.rate} count={tutor.rateCount} />
            <Text size="sm">
              {t('tuition.card.students', { count: tutor.studentsCount })} ·{' '}
              {t('tuition.card.lessons', { count: tutor.lessonsCount })}
            </Text>
            <SpokenLanguages languages={tutor.spokenLanguages} />
          </Stack>
        </Group>
        {isStudent && (
          <Group gap="sm">
            <MessageButton userId={tutor.id} name={tutor.fullName} />
            <Button
              component={Link}
              to={bookingPath(tutor.id)}
              leftSection={<IconCalendarPlus size={18} />}
              data-testid="book-button"
            >
              {t('tuition.profile.book')}
            </Button>
          </Group>
        )}
      </Group>
      <TrialOffer tutor={tutor} isStudent={isStudent} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('tuition.profile.about')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} c={tutor.description ? undefined : 'dimmed'}>
                {tutor.description || t('tuition.profile.noBio')}
              </Text>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t('tuition.profile.subjects')}
              </Title>
              <Stack gap="md">
                {tutor.subjectPrices.map((price) => (
                  <SubjectPriceItem
                    key={price.subjectId}
                    price={price}
                    priceLabel={t('tuition.card.perHour', { price: formatMoney(price.pricePerHour) })}
                    testId="tutor-subject"
                  />
                ))}
              </Stack>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t('tuition.profile.reviews')}
                </Title>
                {tutor.rateCount > 0 && <TutorRating rate={tutor.rate} count={tutor.rateCount} />}
              </Group>
              <ReviewList tutorId={tutor.id} viewerZone={viewerZone} />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="lg" radius="md" data-testid="free-time">
            <FreeTimePreview
              slots={tutor.availabilities}
              viewerZone={viewerZone}
              tutorZone={tutor.timeZone}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
