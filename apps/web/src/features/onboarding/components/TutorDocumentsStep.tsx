import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/index.ts';
import { BioForm } from '../../account/components/settings/BioForm.tsx';
import { KycPanel } from '../../kyc/components/KycPanel.tsx';
import { StepActions } from './StepActions.tsx';

/**
 * The tutor's last step, "upload documents for approval" (spec 2): the bio a review also needs when it is still
 * missing, then the identity documents and "Submit for review". The dashboard is open whatever is done here.
 */
export function TutorDocumentsStep({
  user,
  onBack,
  onFinish,
}: {
  user: SessionUser;
  onBack: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  // Asked once: the form stays put after saving, rather than vanishing under the cursor.
  const [askBio] = useState(() => !user.description?.trim());

  return (
    <Stack gap="lg">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        title={t('onboarding.success.savedTitle')}
      >
        {t('onboarding.success.savedText')}
      </Alert>
      {askBio && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" id="tutor-bio">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('kyc.bio.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('kyc.bio.text')}
            </Text>
            <BioForm description={user.description} />
          </Stack>
        </Paper>
      )}
      <KycPanel user={user} bioHref={askBio ? '#tutor-bio' : undefined} />
      <StepActions onBack={onBack} submitLabel={t('onboarding.success.goHome')} onSubmit={onFinish} />
    </Stack>
  );
}
