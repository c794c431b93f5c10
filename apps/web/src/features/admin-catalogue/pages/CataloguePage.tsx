import { Paper, Stack, Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { useConsoleCatalogue } from '../../admin/api.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { LoadFailed } from '../../admin/components/LoadFailed.tsx';
import { useListParams } from '../../admin/hooks/use-page-param.ts';
import { catalogueTree } from '../catalogue-tree.ts';
import { type CatalogueEdit, CatalogueItemModal } from '../components/CatalogueItemModal.tsx';
import { CatalogueTree } from '../components/CatalogueTree.tsx';
import { ThumbnailsPanel } from '../components/ThumbnailsPanel.tsx';

/** `/admin/catalogue`: the teaching catalogue (English and Thai titles, order) and the course thumbnails. */
export default function CataloguePage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const tab = params.get('tab') === 'thumbnails' ? 'thumbnails' : 'subjects';
  const catalogue = useConsoleCatalogue();
  const nodes = useMemo(() => (catalogue.data ? catalogueTree(catalogue.data) : []), [catalogue.data]);
  const [edit, setEdit] = useState<CatalogueEdit | null>(null);

  return (
    <Stack gap="lg" maw={1100}>
      <AdminPageHeader title={t('admin.catalogue.title')} description={t('admin.catalogue.intro')} />
      <Tabs
        value={tab}
        onChange={(value) => set({ tab: value === 'thumbnails' ? value : null })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="subjects">{t('admin.catalogue.tabs.subjects')}</Tabs.Tab>
          <Tabs.Tab value="thumbnails">{t('admin.catalogue.tabs.thumbnails')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subjects" pt="md">
          {catalogue.isPending && <CenteredLoader />}
          {catalogue.isError && <LoadFailed onRetry={() => void catalogue.refetch()} />}
          {catalogue.data && (
            <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
              <CatalogueTree nodes={nodes} onEdit={setEdit} />
            </Paper>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="thumbnails" pt="md">
          {catalogue.isPending && <CenteredLoader />}
          {catalogue.isError && <LoadFailed onRetry={() => void catalogue.refetch()} />}
          {catalogue.data && <ThumbnailsPanel thumbnails={catalogue.data.thumbnails} />}
        </Tabs.Panel>
      </Tabs>
      <CatalogueItemModal edit={edit} onClose={() => setEdit(null)} />
    </Stack>
  );
}
