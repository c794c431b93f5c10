import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDateTime, formatMoney } from '../../../ui/format.ts';
import { useCardPayments } from '../api.ts';
import { receiptPath } from '../paths.ts';
import { MoneySection } from './MoneySection.tsx';
import { PagedMoneyTable } from './PagedMoneyTable.tsx';

/** Subscriptions paid straight from a card (never through the wallet), newest first, each with its receipt. */
export function CardPaymentsList() {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const [page, setPage] = useState(1);
  const payments = useCardPayments(page);

  return (
    <MoneySection
      id="card-payments"
      title={t('fees.cardPayments.title')}
      description={t('fees.cardPayments.description')}
    >
      <PagedMoneyTable
        query={payments}
        testId="card-payments"
        caption={t('fees.cardPayments.title')}
        emptyText={t('fees.cardPayments.empty')}
        head={
          <>
            <Table.Th>{t('fees.history.what')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('fees.history.amount')}</Table.Th>
            <Table.Th>{t('fees.history.when')}</Table.Th>
            <Table.Th>{t('fees.history.receipt')}</Table.Th>
          </>
        }
        renderRow={(payment) => {
          const when = formatDateTime(payment.createdAt, timeZone);
          return (
            <Table.Tr key={payment.id} data-testid="card-payment-row">
              <Table.Td>{payment.description}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'end' }} data-testid="card-payment-amount">
                {formatMoney(payment.amount)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={receiptPath(payment.receiptId)}
                  size="sm"
                  aria-label={t('fees.history.receiptFor', { what: payment.description, when })}
                >
                  {t('fees.history.receipt')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          );
        }}
        page={page}
        onPageChange={setPage}
      />
    </MoneySection>
  );
}
