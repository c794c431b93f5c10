import { Badge, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDateTime, formatDay, formatMoney } from '../../../ui/format.ts';
import { type Payout, usePayouts } from '../api.ts';
import { payoutStatusView } from '../money-states.ts';
import { MoneySection } from './MoneySection.tsx';
import { PagedMoneyTable } from './PagedMoneyTable.tsx';

function PayoutRow({ payout, timeZone }: { payout: Payout; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const view = payoutStatusView(payout.status);
  const arrival =
    payout.status === 'paid' && payout.paidAt
      ? t('fees.payouts.paidOn', { date: formatDay(payout.paidAt, timeZone) })
      : payout.status === 'pending'
        ? t('fees.payouts.expectedBy', { date: formatDay(payout.expectedBy, timeZone) })
        : t('fees.payouts.returned');
  return (
    <Table.Tr data-testid="payout-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payout.createdAt, timeZone)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'end' }}>{formatMoney(payout.amount)}</Table.Td>
      <Table.Td>
        <Badge color={view.color} variant="light" data-status={payout.status}>
          {t(view.labelKey)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{arrival}</Text>
        {payout.status === 'failed' && payout.failureReason && (
          <Text size="xs" c="dimmed">
            {payout.failureReason}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The tutor's withdrawals with where each stands and when it should arrive. */
export function PayoutsList() {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page);

  return (
    <MoneySection id="payouts" title={t('fees.payouts.title')}>
      <PagedMoneyTable
        query={payouts}
        testId="payouts"
        caption={t('fees.payouts.title')}
        emptyText={t('fees.payouts.empty')}
        head={
          <>
            <Table.Th>{t('fees.payouts.requested')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('fees.payouts.amount')}</Table.Th>
            <Table.Th>{t('fees.payouts.status.label')}</Table.Th>
            <Table.Th>{t('fees.payouts.arrival')}</Table.Th>
          </>
        }
        renderRow={(payout) => <PayoutRow key={payout.id} payout={payout} timeZone={timeZone} />}
        page={page}
        onPageChange={setPage}
      />
    </MoneySection>
  );
}
