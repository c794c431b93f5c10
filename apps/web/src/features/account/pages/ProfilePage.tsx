import { Anchor, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../app/router/paths.ts';
import { refreshUser, type SessionUser, useSession } from '../../../app/session/index.ts';
import { formatDate } from '../../../ui/format.ts';
import { MyCertificates } from '../../certificates/components/MyCertificates.tsx';
import { KycSection } from '../../kyc/components/KycSection.tsx';
import { ApprovalStatusCard } from '../components/profile/ApprovalStatusCard.tsx';
import { InfoCard, type InfoItem } from '../components/profile/InfoCard.tsx';
import { ProfileHeader } from '../components/profile/ProfileHeader.tsx';
import { TutorSubjectsCard } from '../components/profile/TutorSubjectsCard.tsx';
import { PROFILE_UPDATE_PATH } from '../paths.ts';

function placeItems(user: SessionUser, label: (key: string) => string): InfoItem[] {
  const grade = user.grade
    ? [user.grade.title, user.grade.education?.title].filter(Boolean).join(' · ')
    : null;
  return [
    ...(user.role === 'teacher' ? [] : [{ key: 'grade', label: label('grade'), value: grade }]),
    { key: 'street', label: label('street'), value: user.addressStreet },
    { key: 'city', label: label('city'), value: user.addressCity },
    { key: 'post-code', label: label('postCode'), value: user.addressPostCode },
    { key: 'county', label: label('county'), value: user.county?.title },
    { key: 'country', label: label('country'), value: user.country?.title },
  ];
}

/** `/user/profile`: everything the profile holds, with the way to change it. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();

  // The photo's URL is signed for a while only: fetch the user again so it (and the rest) is current.
  useEffect(() => {
    void refreshUser().catch(() => undefined);
  }, []);

  // `/user/profile#documents` (from the home page's review card) opens at that card.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  if (!user) return null;
  const isTutor = user.role === 'teacher';
  const label = (key: string) => t(`profile.fields.${key}`);

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('profile.title')}
        </Title>
        <Button component={Link} to={PROFILE_UPDATE_PATH} leftSection={<IconPencil size={16} />}>
          {t('profile.edit')}
        </Button>
      </Group>
      <ProfileHeader user={user} />
      {isTutor && <ApprovalStatusCard user={user} />}
      {isTutor && <KycSection user={user} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InfoCard
          title={t('profile.sections.personal')}
          items={[
            { key: 'mobile', label: label('mobile'), value: user.mobile },
            {
              key: 'date-of-birth',
              label: label('dateOfBirth'),
              value: user.dateOfBirth && formatDate(user.dateOfBirth),
            },
            {
              key: 'gender',
              label: label('gender'),
              value: user.gender && t(`profile.genders.${user.gender}`),
            },
          ]}
        />
        <InfoCard
          title={t(isTutor ? 'profile.sections.address' : 'profile.sections.gradeAddress')}
          items={placeItems(user, label)}
        />
      </SimpleGrid>
      {isTutor && (
        <InfoCard title={t('profile.sections.bio')}>
          <Text style={{ whiteSpace: 'pre-line' }} c={user.description ? undefined : 'dimmed'}>
            {user.description || t('profile.noBio')}
          </Text>
          <Anchor component={Link} to={`${PATHS.settings}#bio`} size="sm">
            {t('profile.editBio')}
          </Anchor>
        </InfoCard>
      )}
      {isTutor && <TutorSubjectsCard user={user} />}
      {!isTutor && (
        <InfoCard title={t('profile.sections.parents')}>
          {user.emails.length > 0 ? (
            <List size="sm" data-testid="profile-parents">
              {user.emails.map((email) => (
                <List.Item key={email}>{email}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">{t('profile.noParents')}</Text>
          )}
          <Anchor component={Link} to={`${PATHS.settings}#parents`} size="sm">
            {t('profile.manageParents')}
          </Anchor>
        </InfoCard>
      )}
      {user.role === 'student' && <MyCertificates />}
    </Stack>
  );
}
