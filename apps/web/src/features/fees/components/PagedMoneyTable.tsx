import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableProps } from '../../../ui/PagedTable.tsx';
import { LoadError } from './LoadError.tsx';

type MoneyTableProps<T> = Omit<
  PagedTableProps<T>,
  'framedEmpty' | 'minWidth' | 'renderLoadError' | 'controlLabel' | 'pageLabel' | 'renderTotal'
> & { caption: string };

/** A list of money movements inside its card: the shared paged table, with the reason when it fails. */
export function PagedMoneyTable<T>(props: MoneyTableProps<T>) {
  const { t } = useTranslation();
  return (
    <PagedTable
      {...props}
      minWidth={560}
      renderLoadError={(error, retry) => <LoadError error={error} onRetry={retry} />}
      controlLabel={(control) => t(`fees.pagination.${control}`)}
      pageLabel={(page) => t('fees.pagination.page', { page })}
    />
  );
}
