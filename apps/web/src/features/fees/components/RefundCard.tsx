import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDateTime, formatMoney } from '../../../ui/format.ts';
import { type RefundResult, useRefund, type Wallet } from '../api.ts';
import { refundStatusView } from '../money-states.ts';
import { MoneySection } from './MoneySection.tsx';

/** The refunds a refund request made, each with where it stands. */
function RefundList({ result }: { result: RefundResult }) {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  return (
    <Stack gap="xs" data-testid="refund-result" role="status">
      <Text size="sm" fw={600}>
        {t('fees.refund.requested', { amount: formatMoney(result.refunded) })}
      </Text>
      <Table verticalSpacing={4} aria-label={t('fees.refund.listLabel')}>
        <Table.Tbody>
          {result.refunds.map((refund) => {
            const view = refundStatusView(refund.status);
            return (
              <Table.Tr key={refund.id} data-testid="refund-row">
                <Table.Td>{formatDateTime(refund.createdAt, timeZone)}</Table.Td>
                <Table.Td>{formatMoney(refund.amount)}</Table.Td>
                <Table.Td>
                  <Badge color={view.color} variant="light" data-status={refund.status}>
                    {t(view.labelKey)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The unspent balance back to the cards it was paid with (newest top-ups first), after a confirmation. */
export function RefundCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const refund = useRefund();
  const amount = formatMoney(wallet.refundable);
  const nothing = wallet.refundable <= 0;

  const confirm = () =>
    void dialogs.confirm({
      title: t('fees.refund.confirmTitle'),
      children: <Text size="sm">{t('fees.refund.confirmText', { amount })}</Text>,
      labels: { confirm: t('fees.refund.confirm'), cancel: t('fees.refund.keep') },
      onConfirm: () => refund.mutate(),
    });

  return (
    <MoneySection id="refund" title={t('fees.refund.title')} description={t('fees.refund.description')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={nothing ? 'dimmed' : undefined} data-testid="refund-hint">
          {nothing ? t('fees.refund.nothing') : t('fees.refund.available', { amount })}
        </Text>
        <Button
          variant="light"
          color="red"
          disabled={nothing}
          loading={refund.isPending}
          onClick={confirm}
          data-testid="refund-button"
        >
          {t('fees.refund.button')}
        </Button>
      </Group>
      {refund.data && <RefundList result={refund.data} />}
    </MoneySection>
  );
}
