import { Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CenteredLoader } from './CenteredLoader.tsx';
import { scrollRegionProps } from './scroll-region.ts';

type PaginationControl = 'first' | 'previous' | 'next' | 'last';

export interface PagedTableProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error?: unknown;
    data?: { items: T[]; pagination: { total: number; totalPages: number } };
    refetch: () => unknown;
  };
  /** Prefix of the test ids: `<testId>-table`, `<testId>-empty`. */
  testId: string;
  emptyText: string;
  /** Frames the empty state in its own bordered box (a list that stands alone on its page). */
  framedEmpty?: boolean;
  /** Names the table for assistive technology. */
  caption?: string;
  minWidth: number;
  head: ReactNode;
  renderRow: (item: T) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  /** In place of a list that could not be loaded. */
  renderLoadError: (error: unknown, retry: () => void) => ReactNode;
  controlLabel: (control: PaginationControl) => string;
  pageLabel?: (page: number) => string;
  /** Beside the pages, always shown: e.g. how many items there are in all. */
  renderTotal?: (total: number) => ReactNode;
}

/** A paginated list: loading, failure with retry, empty state, the table and the pages. */
export function PagedTable<T>({
  query,
  testId,
  emptyText,
  framedEmpty = false,
  caption,
  minWidth,
  head,
  renderRow,
  page,
  onPageChange,
  renderLoadError,
  controlLabel,
  pageLabel,
  renderTotal,
}: PagedTableProps<T>) {
  if (query.isPending) return <CenteredLoader />;
  if (query.isError || !query.data) return renderLoadError(query.error, () => void query.refetch());
  const { items, pagination } = query.data;
  if (items.length === 0) {
    const empty = (
      <Text c="dimmed" ta="center" py={framedEmpty ? undefined : 'lg'} data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
    return framedEmpty ? (
      <Paper withBorder p="xl" radius="md">
        {empty}
      </Paper>
    ) : (
      empty
    );
  }
  const pages = pagination.totalPages > 1 && (
    <Pagination
      total={pagination.totalPages}
      value={page}
      onChange={onPageChange}
      size="sm"
      getControlProps={(control) => ({ 'aria-label': controlLabel(control) })}
      getItemProps={pageLabel && ((item) => ({ 'aria-label': pageLabel(item) }))}
    />
  );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={scrollRegionProps(caption)}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label={caption}
          data-testid={`${testId}-table`}
        >
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{items.map(renderRow)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {renderTotal ? (
        <Group justify="space-between" gap="sm">
          {renderTotal(pagination.total)}
          {pages}
        </Group>
      ) : (
        pages && <Group justify="flex-end">{pages}</Group>
      )}
    </Stack>
  );
}
