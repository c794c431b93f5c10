import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/index.ts';
import { ReviewSummary } from '../../kyc/components/ReviewSummary.tsx';
import { MessageEmailsSetting } from '../../messages/components/MessageEmailsSetting.tsx';
import { useAskParentConsent } from '../../parents/ask-parent-consent.ts';
import { ParentUpdatesSetting } from '../../parents/components/ParentUpdatesSetting.tsx';
import { BioForm } from '../components/settings/BioForm.tsx';
import { ChangeEmailForm } from '../components/settings/ChangeEmailForm.tsx';
import { ChangePasswordForm } from '../components/settings/ChangePasswordForm.tsx';
import { LanguageSetting } from '../components/settings/LanguageSetting.tsx';
import { LearningDataSetting } from '../components/settings/LearningDataSetting.tsx';
import { ParentContactsForm } from '../components/settings/ParentContactsForm.tsx';
import { SettingsSection } from '../components/settings/SettingsSection.tsx';
import { SpokenLanguagesForm } from '../components/settings/SpokenLanguagesForm.tsx';
import { TimeZoneSetting } from '../components/settings/TimeZoneSetting.tsx';

/**
 * `/user/settings`: password, e-mail, language, time zone, then the parents' contacts, what they receive and whether
 * tutors see their learning data (students) or, for tutors, where the profile review stands and the biography.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isStudent = user?.role === 'student';
  const askParentConsent = useAskParentConsent(isStudent);
  if (!user) return null;
  const isTutor = user.role === 'teacher';

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <SettingsSection
        id="password"
        title={t('settings.password.title')}
        description={t('settings.password.description')}
      >
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        id="email"
        title={t('settings.email.title')}
        description={t('settings.email.description')}
      >
        <ChangeEmailForm currentEmail={user.email} />
      </SettingsSection>
      <SettingsSection
        id="language"
        title={t('settings.language.title')}
        description={t('settings.language.description')}
      >
        <LanguageSetting />
      </SettingsSection>
      <SettingsSection
        id="time-zone"
        title={t('settings.timeZone.title')}
        description={t('settings.timeZone.description')}
      >
        <TimeZoneSetting />
      </SettingsSection>
      {user.role !== 'admin' && (
        <SettingsSection
          id="message-emails"
          title={t('messages.emails.settingTitle')}
          description={t('messages.emails.settingDescription')}
        >
          <MessageEmailsSetting />
        </SettingsSection>
      )}
      {isTutor && (
        <SettingsSection
          id="review"
          title={t('profile.approval.title')}
          description={t('kyc.reviewDescription')}
        >
          <ReviewSummary user={user} />
        </SettingsSection>
      )}
      {isTutor && (
        <SettingsSection id="bio" title={t('settings.bio.title')} description={t('settings.bio.description')}>
          <BioForm description={user.description} />
        </SettingsSection>
      )}
      {isTutor && (
        <SettingsSection
          id="spoken-languages"
          title={t('settings.spokenLanguages.title')}
          description={t('settings.spokenLanguages.description')}
        >
          <SpokenLanguagesForm languages={user.spokenLanguages} />
        </SettingsSection>
      )}
      {isStudent && (
        <SettingsSection
          id="parents"
          title={t('settings.parents.title')}
          description={t('settings.parents.description')}
        >
          <ParentContactsForm emails={user.emails} onSaved={askParentConsent} />
        </SettingsSection>
      )}
      {isStudent && (
        <SettingsSection
          id="parent-updates"
          title={t('parents.settings.title')}
          description={t('parents.settings.description')}
        >
          <ParentUpdatesSetting />
        </SettingsSection>
      )}
      {isStudent && (
        <SettingsSection
          id="learning-data"
          title={t('settings.learningData.title')}
          description={t('settings.learningData.description')}
        >
          <LearningDataSetting shared={user.shareLearningWithTutors} />
        </SettingsSection>
      )}
    </Stack>
  );
}
