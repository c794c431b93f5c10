import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageResult } from '../../../app/api/client.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadError } from './LoadError.tsx';

interface PagedMoneyTableProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: PageResult<T>;
    refetch: () => unknown;
  };
  /** `<testId>-table`, `<testId>-empty`. */
  testId: string;
  caption: string;
  emptyText: string;
  head: ReactNode;
  renderRow: (item: T) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
}

/** A list of money movements: loading, failure with retry, empty, the rows and the pages. */
export function PagedMoneyTable<T>({
  query,
  testId,
  caption,
  emptyText,
  head,
  renderRow,
  page,
  onPageChange,
}: PagedMoneyTableProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <CenteredLoader />;
  if (query.isError || !query.data)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { items, pagination } = query.data;
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="sm" aria-label={caption} data-testid={`${testId}-table`}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{items.map(renderRow)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pagination.totalPages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pagination.totalPages}
            value={page}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`fees.pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('fees.pagination.page', { page: item }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
