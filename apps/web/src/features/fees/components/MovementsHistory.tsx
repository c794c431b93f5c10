import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDateTime, formatMoney } from '../../../ui/format.ts';
import { type Movement, useMovements } from '../api.ts';
import { amountStyle, movementStateView } from '../money-states.ts';
import { receiptPath } from '../paths.ts';
import { MoneySection } from './MoneySection.tsx';
import { PagedMoneyTable } from './PagedMoneyTable.tsx';

function MovementRow({ movement, timeZone }: { movement: Movement; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const state = movementStateView(movement.state);
  const amount = amountStyle(movement.amount, movement.state);
  const when = formatDateTime(movement.createdAt, timeZone);
  return (
    <Table.Tr data-testid="movement-row" data-kind={movement.kind}>
      <Table.Td>{movement.description}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'end' }}>
        <Text
          span
          fw={600}
          c={amount.color}
          td={amount.struck ? 'line-through' : undefined}
          data-testid="movement-amount"
        >
          {formatMoney(movement.amount, { signed: true })}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when}</Table.Td>
      <Table.Td>
        <Badge color={state.color} variant="light" data-status={movement.state}>
          {t(state.labelKey)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {movement.receiptId && (
          <Anchor
            component={Link}
            to={receiptPath(movement.receiptId)}
            size="sm"
            aria-label={t('fees.history.receiptFor', { what: movement.description, when })}
            data-testid="movement-receipt"
          >
            {t('fees.history.receipt')}
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Every movement of the wallet (and earnings), newest first, a page at a time, each with its receipt if any. The
 * amount comes right after what it is for: on a phone the table scrolls sideways, and the money must be in view.
 */
export function MovementsHistory() {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const [page, setPage] = useState(1);
  const movements = useMovements(page);

  return (
    <MoneySection id="history" title={t('fees.history.title')} description={t('fees.history.description')}>
      <PagedMoneyTable
        query={movements}
        testId="history"
        caption={t('fees.history.title')}
        emptyText={t('fees.history.empty')}
        head={
          <>
            <Table.Th>{t('fees.history.what')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('fees.history.amount')}</Table.Th>
            <Table.Th>{t('fees.history.when')}</Table.Th>
            <Table.Th>{t('fees.history.state.label')}</Table.Th>
            <Table.Th>{t('fees.history.receipt')}</Table.Th>
          </>
        }
        renderRow={(movement) => <MovementRow key={movement.id} movement={movement} timeZone={timeZone} />}
        page={page}
        onPageChange={setPage}
      />
    </MoneySection>
  );
}
