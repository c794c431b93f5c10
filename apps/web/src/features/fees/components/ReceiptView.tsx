import { isRefundReceipt } from '@kru/contract/enums';
import { Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../ui/format.ts';
import type { Receipt } from '../api.ts';

/** A receipt as it is printed: who paid, when (in the payer's zone), what for, the amount and its VAT. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const rate = new Intl.NumberFormat(i18n.resolvedLanguage === 'th' ? 'th-TH' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(receipt.vatRate);
  const refund = isRefundReceipt(receipt.kind);
  const facts: Array<[string, string]> = [
    [t('receipt.number'), receipt.number],
    [t('receipt.date'), formatDateTime(receipt.issuedAt, receipt.timeZone)],
    [
      t(refund ? 'receipt.refundedTo' : 'receipt.billedTo'),
      `${receipt.payer.fullName} (${receipt.payer.email})`,
    ],
    // A lesson payment or refund names its lesson: subject and level, tutor, and its time in the payer's zone.
    ...(receipt.lesson
      ? ([
          [t('receipt.lesson'), [receipt.lesson.subject, receipt.lesson.level].filter(Boolean).join(' · ')],
          [t('receipt.tutor'), receipt.lesson.tutorName],
          [t('receipt.lessonTime'), formatDateTime(receipt.lesson.startingAt, receipt.timeZone)],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} data-testid="receipt">
      <Stack gap="lg">
        <Stack gap={2}>
          <Text fw={800} c="kruPurple" size="lg">
            Kru
          </Text>
          <Title order={1} size="h2">
            {t(refund ? 'receipt.refundTitle' : 'receipt.title')}
          </Title>
        </Stack>
        <Stack gap={6} component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
              <Text component="dt" size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('receipt.description')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{t('receipt.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td data-testid="receipt-description">{receipt.description}</Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                {formatMoney(receipt.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Stack gap={6} ml="auto" miw={240}>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('receipt.net')}
            </Text>
            <Text size="sm">{formatMoney(receipt.net)}</Text>
          </Group>
          <Group justify="space-between" data-testid="receipt-vat">
            <Text size="sm" c="dimmed">
              {t('receipt.vat', { rate })}
            </Text>
            <Text size="sm">{formatMoney(receipt.vat)}</Text>
          </Group>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>{t('receipt.total')}</Text>
            <Text fw={700} data-testid="receipt-total">
              {formatMoney(receipt.total)}
            </Text>
          </Group>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('receipt.footer')}
        </Text>
      </Stack>
    </Paper>
  );
}
