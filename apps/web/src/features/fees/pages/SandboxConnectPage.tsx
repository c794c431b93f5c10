import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { useSandboxPayoutAccount } from '../api.ts';
import { LoadError } from '../components/LoadError.tsx';
import { BankDetailsForm } from '../components/sandbox/BankDetailsForm.tsx';
import { TestModeBanner } from '../components/sandbox/TestModeBanner.tsx';

/** `/sandbox/connect`: the test-mode provider's page for the tutor's payout bank details (no real money). */
export default function SandboxConnectPage() {
  const { t } = useTranslation();
  const account = useSandboxPayoutAccount();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h3">
          {t('sandbox.connect.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('sandbox.connect.intro')}
        </Text>
      </Stack>
      <TestModeBanner text={t('sandbox.connect.testModeText')} />
      {account.isPending ? (
        <CenteredLoader />
      ) : account.isError ? (
        <LoadError error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <BankDetailsForm current={account.data} />
      )}
    </Stack>
  );
}
