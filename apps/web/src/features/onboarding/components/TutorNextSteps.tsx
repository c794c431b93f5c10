import { Alert, Badge, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconFileCertificate, IconSearch, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/index.ts';
import { StepActions } from './StepActions.tsx';

const STAGES = [
  { key: 'documents', icon: IconFileCertificate },
  { key: 'review', icon: IconSearch },
  { key: 'decision', icon: IconUserCheck },
] as const;

/** The tutor's last step: what happens after the profile, honestly (documents, review, decision). */
export function TutorNextSteps({
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
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        title={t('onboarding.success.savedTitle')}
      >
        {t('onboarding.success.savedText')}
      </Alert>
      <Title order={2} size="h4">
        {t('onboarding.success.nextTitle')}
      </Title>
      <Timeline active={0} bulletSize={32} lineWidth={2}>
        {STAGES.map(({ key, icon: Icon }) => (
          <Timeline.Item
            key={key}
            bullet={<Icon size={18} />}
            title={t(`onboarding.success.stages.${key}.title`)}
          >
            <Text size="sm" c="dimmed">
              {t(`onboarding.success.stages.${key}.text`)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group gap="xs">
        <Text size="sm">{t('profile.approval.current')}</Text>
        <Badge variant="light" data-testid="approval-status">
          {t(`profile.approval.${user.approvalStatus}.label`)}
        </Badge>
      </Group>
      <StepActions onBack={onBack} submitLabel={t('onboarding.success.goHome')} onSubmit={onFinish} />
    </Stack>
  );
}
