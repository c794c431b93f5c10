import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/index.ts';
import { AvatarUploader } from '../../files/components/AvatarUploader.tsx';
import { StepActions } from './StepActions.tsx';

/** The last student step: a profile photo, saved as soon as it is uploaded; it may be skipped. */
export function AvatarStep({
  user,
  onBack,
  onFinish,
}: {
  user: SessionUser;
  onBack: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <AvatarUploader />
      <StepActions
        onBack={onBack}
        submitLabel={user.avatar ? t('onboarding.finish') : t('onboarding.skipAndFinish')}
        onSubmit={onFinish}
      />
    </Stack>
  );
}
