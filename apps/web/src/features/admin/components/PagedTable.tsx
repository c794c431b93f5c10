import { Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from './LoadFailed.tsx';

interface PagedList<T> {
  items: T[];
  pagination: { total: number; totalPages: number };
}

interface PagedTableProps<T> {
  query: { isPending: boolean; isError: boolean; data?: PagedList<T>; refetch: () => unknown };
  /** Prefix of the test ids: `<testId>-table`, `<testId>-empty`. */
  testId: string;
  emptyText: string;
  minWidth: number;
  head: ReactNode;
  renderRow: (item: T) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
}

/** A console list: loading, failure with retry, empty state, the table, the total and the pages. */
export function PagedTable<T>({
  query,
  testId,
  emptyText,
  minWidth,
  head,
  renderRow,
  page,
  onPageChange,
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <CenteredLoader />;
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  const { items, pagination } = query.data;
  if (items.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center" data-testid={`${testId}-empty`}>
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid={`${testId}-table`}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{items.map(renderRow)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('admin.common.total', { count: pagination.total })}
        </Text>
        {pagination.totalPages > 1 && (
          <Pagination
            total={pagination.totalPages}
            value={page}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`admin.common.pagination.${control}`) })}
          />
        )}
      </Group>
    </Stack>
  );
}
