import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDateTime, formatMoney } from '../../../ui/format.ts';
import { PagedTable } from '../../admin/components/PagedTable.tsx';
import { useUserLedger } from '../api.ts';

/** The user's ledger, newest first: when, what, why, and the signed amount on each of their accounts. */
export function LedgerTable({
  userId,
  page,
  onPageChange,
}: {
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const ledger = useUserLedger(userId, page);
  const timeZone = useViewerTimeZone();
  return (
    <PagedTable
      query={ledger}
      testId="ledger"
      emptyText={t('admin.money.ledger.empty')}
      minWidth={560}
      head={
        <>
          <Table.Th>{t('admin.money.ledger.columns.date')}</Table.Th>
          <Table.Th>{t('admin.money.ledger.columns.kind')}</Table.Th>
          <Table.Th>{t('admin.money.ledger.columns.memo')}</Table.Th>
          <Table.Th ta="right">{t('admin.money.ledger.columns.amounts')}</Table.Th>
        </>
      }
      renderRow={(row) => (
        <Table.Tr key={row.id} data-testid="ledger-row">
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, timeZone)}</Table.Td>
          <Table.Td>{t(`admin.money.kinds.${row.kind}`)}</Table.Td>
          <Table.Td>
            {row.memo && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.memo}
              </Text>
            )}
            {row.createdBy && (
              <Text size="xs" c="dimmed">
                {t('admin.money.ledger.by', { name: row.createdBy.fullName })}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-end">
              {row.entries.map((entry) => (
                <Text
                  key={entry.account}
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="ledger-entry"
                >
                  <Text span size="sm" c="dimmed">
                    {t(`admin.money.accounts.${entry.account}`)}
                  </Text>{' '}
                  <Text span size="sm" fw={600} c={entry.amount < 0 ? 'red' : 'teal'}>
                    {formatMoney(entry.amount, { signed: true })}
                  </Text>
                </Text>
              ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
