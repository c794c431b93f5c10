import { PAYOUT_STATUSES } from '@kru/contract';
import { Anchor, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../ui/format.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { PagedTable } from '../../admin/components/PagedTable.tsx';
import { idFrom, useListParams } from '../../admin/hooks/use-page-param.ts';
import { UserDetailDrawer } from '../../admin-users/components/UserDetailDrawer.tsx';
import { type ConsolePayout, useConsolePayouts } from '../api.ts';
import { PayoutStatusBadge } from '../components/MoneyBadges.tsx';
import { payoutStatusFrom } from '../money-display.ts';

const ALL = 'all';

/** When a payout was paid, or why it failed (the money went back to the earnings); nothing while pending. */
function Outcome({ payout, timeZone }: { payout: ConsolePayout; timeZone: string | undefined }) {
  const { t } = useTranslation();
  if (payout.status === 'paid' && payout.paidAt) {
    return <>{t('admin.payouts.paidAt', { date: formatDateTime(payout.paidAt, timeZone) })}</>;
  }
  if (payout.status === 'failed') {
    return (
      <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
        {payout.failureReason ?? t('admin.payouts.noReason')}
      </Text>
    );
  }
  return (
    <Text span size="sm" c="dimmed">
      {t('admin.payouts.notYet')}
    </Text>
  );
}

/** `/admin/payouts`: every tutor's and creator's withdrawals, newest first, by status; a user opens in a drawer. */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const { params, set, page } = useListParams();
  const status = payoutStatusFrom(params.get('status'));
  const openUserId = idFrom(params.get('user'));
  const payouts = useConsolePayouts(status, page);
  const timeZone = useViewerTimeZone();

  return (
    <Stack gap="lg" maw={1200}>
      <AdminPageHeader title={t('admin.payouts.title')} description={t('admin.payouts.intro')} />
      <Tabs value={status ?? ALL} onChange={(value) => set({ status: value === ALL ? null : value })}>
        <Tabs.List>
          {[ALL, ...PAYOUT_STATUSES].map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`payout-tab-${tab}`}>
              {t(`admin.payouts.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The table is the tabs' panel: each tab controls it (aria-controls). */}
        <Tabs.Panel value={status ?? ALL} pt="lg">
          <PagedTable
            query={payouts}
            testId="payouts"
            emptyText={t(`admin.payouts.empty.${status ?? ALL}`)}
            minWidth={880}
            head={
              <>
                <Table.Th>{t('admin.payouts.columns.user')}</Table.Th>
                <Table.Th ta="right">{t('admin.payouts.columns.amount')}</Table.Th>
                <Table.Th>{t('admin.payouts.columns.status')}</Table.Th>
                <Table.Th>{t('admin.payouts.columns.created')}</Table.Th>
                <Table.Th>{t('admin.payouts.columns.expectedBy')}</Table.Th>
                <Table.Th>{t('admin.payouts.columns.outcome')}</Table.Th>
              </>
            }
            renderRow={(payout) => (
              <Table.Tr key={payout.id} data-testid="payout-row">
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    onClick={() => set({ user: payout.user.id, page })}
                  >
                    {payout.user.fullName}
                  </Anchor>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {payout.user.email}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(payout.amount)}
                </Table.Td>
                <Table.Td>
                  <PayoutStatusBadge status={payout.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(payout.createdAt, timeZone)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(payout.expectedBy)}</Table.Td>
                <Table.Td>
                  <Outcome payout={payout} timeZone={timeZone} />
                </Table.Td>
              </Table.Tr>
            )}
            page={page}
            onPageChange={(next) => set({ page: next })}
          />
        </Tabs.Panel>
      </Tabs>
      <UserDetailDrawer userId={openUserId} onClose={() => set({ user: null, page })} />
    </Stack>
  );
}
