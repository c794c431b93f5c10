import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';

/** A list's loading, error and empty states around its items. */
export function ListState<T>({
  query,
  emptyText,
  testId,
  children,
}: {
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  emptyText: string;
  testId: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" data-testid={testId}>
        {emptyText}
      </Text>
    );
  }
  return <Stack gap="md">{children(query.data)}</Stack>;
}
