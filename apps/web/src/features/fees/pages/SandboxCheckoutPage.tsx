import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { useSandboxCheckout } from '../api.ts';
import { LoadError } from '../components/LoadError.tsx';
import { SandboxCheckoutForm } from '../components/sandbox/SandboxCheckoutForm.tsx';
import { TestModeBanner } from '../components/sandbox/TestModeBanner.tsx';
import { FEES_PATH } from '../paths.ts';

function BackToFees({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="sandbox-checkout-closed">
      <Text>{message}</Text>
      <Anchor component={Link} to={FEES_PATH}>
        {t('sandbox.backToFees')}
      </Anchor>
    </Stack>
  );
}

/** What is asked to pay, or why it cannot be paid here. */
function CheckoutBody({ paymentId }: { paymentId: string | null }) {
  const { t } = useTranslation();
  const checkout = useSandboxCheckout(paymentId);
  if (!paymentId) return <BackToFees message={t('sandbox.checkout.missing')} />;
  if (checkout.isPending) return <CenteredLoader />;
  if (checkout.isError) {
    return (
      <Stack gap="sm">
        <LoadError error={checkout.error} onRetry={() => void checkout.refetch()} />
        <Anchor component={Link} to={FEES_PATH}>
          {t('sandbox.backToFees')}
        </Anchor>
      </Stack>
    );
  }
  if (checkout.data.status !== 'open') return <BackToFees message={t('sandbox.checkout.closed')} />;
  return (
    <Stack gap="lg">
      <Stack gap={4} data-testid="sandbox-checkout-summary">
        <Text fw={600}>{checkout.data.description}</Text>
        <Text fz={36} fw={800} lh={1.1} data-testid="sandbox-checkout-amount">
          {formatMoney(checkout.data.amount)}
        </Text>
      </Stack>
      <SandboxCheckoutForm checkout={checkout.data} />
    </Stack>
  );
}

/** `/sandbox/checkout?payment=`: the test-mode provider's checkout (no real money), where the payer pays or leaves. */
export default function SandboxCheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('sandbox.checkout.title')}
      </Title>
      <TestModeBanner text={t('sandbox.checkout.testModeText')} />
      <CheckoutBody paymentId={params.get('payment')?.trim() || null} />
    </Stack>
  );
}
