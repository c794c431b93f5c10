import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/index.ts';
import { KycPanel } from './KycPanel.tsx';

/**
 * The identity documents card of a tutor's profile page (`/user/profile#documents`), under the review card that
 * says where the review stands.
 */
export function KycSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      id="documents"
      aria-labelledby="documents-title"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="documents-title">
            {t('kyc.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('kyc.intro')}
          </Text>
        </Stack>
        <KycPanel user={user} withState={false} />
      </Stack>
    </Paper>
  );
}
