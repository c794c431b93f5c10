import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PagedTableProps, PagedTable as SharedPagedTable } from '../../../ui/PagedTable.tsx';
import { LoadFailed } from './LoadFailed.tsx';

type ConsoleProps<T> = Omit<
  PagedTableProps<T>,
  'framedEmpty' | 'caption' | 'renderLoadError' | 'controlLabel' | 'pageLabel' | 'renderTotal'
>;

/** A console list: the shared paged table, framed, with the total beside the pages. */
export function PagedTable<T>(props: ConsoleProps<T>) {
  const { t } = useTranslation();
  return (
    <SharedPagedTable
      {...props}
      framedEmpty
      renderLoadError={(_error, retry) => <LoadFailed onRetry={retry} />}
      controlLabel={(control) => t(`admin.common.pagination.${control}`)}
      renderTotal={(count) => (
        <Text size="sm" c="dimmed">
          {t('admin.common.total', { count })}
        </Text>
      )}
    />
  );
}
