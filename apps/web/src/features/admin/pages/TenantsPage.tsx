import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { scrollRegionProps } from '../../../ui/scroll-region.ts';
import { type Tenant, useSaveTenant, useTenants } from '../api.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { TenantModal } from '../components/TenantModal.tsx';

function ActiveSwitch({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation();
  // A refusal shows in the Warning dialog.
  const save = useSaveTenant({ silent: false });
  const setActive = (isActive: boolean) =>
    save.mutate(
      { id: tenant.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(
            t(isActive ? 'admin.tenants.activated' : 'admin.tenants.deactivated', { title: tenant.title }),
          ),
      },
    );
  const toggle = () => {
    if (!tenant.isActive) return setActive(true);
    void dialogs.confirm({
      title: t('admin.tenants.deactivateConfirm.title', { title: tenant.title }),
      children: <Text size="sm">{t('admin.tenants.deactivateConfirm.text')}</Text>,
      labels: { confirm: t('admin.tenants.deactivate'), cancel: t('admin.common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => setActive(false),
    });
  };
  return (
    <Switch
      checked={tenant.isActive}
      onChange={toggle}
      disabled={save.isPending}
      label={t(tenant.isActive ? 'admin.tenants.active' : 'admin.tenants.inactive')}
      aria-label={t(tenant.isActive ? 'admin.tenants.deactivateNamed' : 'admin.tenants.activateNamed', {
        title: tenant.title,
      })}
    />
  );
}

/** `/admin/tenants`: the schools and partners served on their own subdomain. */
export default function TenantsPage() {
  const { t } = useTranslation();
  const tenants = useTenants();
  const [editing, setEditing] = useState<{ tenant: Tenant | null } | null>(null);

  return (
    <Stack gap="lg" maw={1100}>
      <AdminPageHeader
        title={t('admin.tenants.title')}
        description={t('admin.tenants.intro')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ tenant: null })}
            data-testid="tenant-add"
          >
            {t('admin.tenants.add')}
          </Button>
        }
      />
      {tenants.isPending && <CenteredLoader />}
      {tenants.isError && <LoadFailed onRetry={() => void tenants.refetch()} />}
      {tenants.data && tenants.data.length === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t('admin.tenants.empty')}
          </Text>
        </Paper>
      )}
      {tenants.data && tenants.data.length > 0 && (
        <Table.ScrollContainer minWidth={680} scrollAreaProps={scrollRegionProps(t('admin.tenants.title'))}>
          <Table
            striped
            verticalSpacing="sm"
            data-testid="tenants-table"
            aria-label={t('admin.tenants.title')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.tenants.columns.tenant')}</Table.Th>
                <Table.Th>{t('admin.tenants.columns.url')}</Table.Th>
                <Table.Th ta="right">{t('admin.tenants.columns.users')}</Table.Th>
                <Table.Th>{t('admin.tenants.columns.state')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tenants.data.map((tenant) => (
                <Table.Tr key={tenant.id} data-testid="tenant-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={tenant.logoUrl} radius="sm" size={36} alt="">
                        {tenant.title.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Text fw={600}>{tenant.title}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={tenant.url} target="_blank" rel="noopener noreferrer" size="sm">
                      {tenant.url}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{tenant.usersCount}</Table.Td>
                  <Table.Td>
                    <ActiveSwitch tenant={tenant} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setEditing({ tenant })}
                      aria-label={t('admin.tenants.editTitle', { title: tenant.title })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TenantModal
        opened={editing !== null}
        tenant={editing?.tenant ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
