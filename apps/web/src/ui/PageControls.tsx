import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page numbers under a list, shown only when there is more than one page. */
export function PageControls({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`tuition.pagination.${control}`) })}
      />
    </Group>
  );
}
