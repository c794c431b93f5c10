import { Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageResult } from '../../../app/api/client.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import type { AuthoredCourse } from '../api.ts';

/** A page of the tutor's courses as cards: loading, failure with retry, the empty state, and the pages. */
export function CourseList({
  query,
  page,
  onPageChange,
  emptyText,
  renderCourse,
}: {
  query: { data?: PageResult<AuthoredCourse>; isPending: boolean; isError: boolean; refetch: () => unknown };
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  renderCourse: (course: AuthoredCourse) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  const { items, pagination } = query.data;
  if (items.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center" data-testid="courses-empty">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="courses-list">
        {items.map(renderCourse)}
      </SimpleGrid>
      <PageControls total={pagination.totalPages} page={page} onChange={onPageChange} />
    </Stack>
  );
}
