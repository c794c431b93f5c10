import { Anchor, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { PATHS } from '../../../app/router/paths.ts';
import { type SessionUser, useSession } from '../../../app/session/index.ts';
import { AvatarUploader } from '../../files/components/AvatarUploader.tsx';
import { GradeAddressForm } from '../../onboarding/components/GradeAddressForm.tsx';
import { PersonalDetailsForm } from '../../onboarding/components/PersonalDetailsForm.tsx';
import { SubjectPricesForm } from '../../onboarding/components/SubjectPricesForm.tsx';
import { TrialPriceForm } from '../../tuition/trial/TrialPriceForm.tsx';

const STUDENT_SECTIONS = ['details', 'grade', 'photo'] as const;
const TUTOR_SECTIONS = ['details', 'subjects', 'trial', 'address', 'photo'] as const;
type Section = (typeof TUTOR_SECTIONS)[number] | (typeof STUDENT_SECTIONS)[number];

function SectionForm({ section, user }: { section: Section; user: SessionUser }) {
  const { t } = useTranslation();
  const props = {
    user,
    submitLabel: t('profile.update.save'),
    onSaved: (changed: boolean) =>
      changed ? notify.success(t('profile.update.saved')) : notify.info(t('profile.update.noChanges')),
  };
  switch (section) {
    case 'details':
      return <PersonalDetailsForm {...props} />;
    case 'grade':
      return <GradeAddressForm {...props} withGrade />;
    case 'address':
      return <GradeAddressForm {...props} withGrade={false} />;
    case 'subjects':
      return <SubjectPricesForm {...props} />;
    case 'trial':
      return <TrialPriceForm {...props} />;
    case 'photo':
      return <AvatarUploader />;
  }
}

/**
 * `/user/profile/update`: the onboarding forms again, one section at a time (`?section=`), each saving only
 * what changed. Switching sections with unsaved changes asks first.
 */
export default function ProfileUpdatePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!user) return null;
  const sections: readonly Section[] = user.role === 'teacher' ? TUTOR_SECTIONS : STUDENT_SECTIONS;
  const requested = searchParams.get('section');
  const section = sections.find((item) => item === requested) ?? sections[0]!;

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={PATHS.profile} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('profile.update.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('profile.update.title')}
      </Title>
      <Tabs
        value={section}
        onChange={(next) => next && setSearchParams({ section: next })}
        keepMounted={false}
        variant="pills"
      >
        <Tabs.List mb="lg">
          {sections.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`profile.update.sections.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map((item) => (
          <Tabs.Panel key={item} value={item}>
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
              <SectionForm section={item} user={user} />
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
