import { ACCOUNT_STATES, type AccountState, MSG, ROLES, type Role } from '@kru/contract';
import { Anchor, Grid, Select, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../ui/form/index.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { useConsoleUsers, useTenants } from '../../admin/api.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { PagedTable } from '../../admin/components/PagedTable.tsx';
import { idFrom, useListParams } from '../../admin/hooks/use-page-param.ts';
import { AccountStateBadge, RoleBadge } from '../components/StatusBadges.tsx';
import { UserDetailDrawer } from '../components/UserDetailDrawer.tsx';
import { searchToSend } from '../user-search.ts';

const SEARCH_DEBOUNCE_MS = 350;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

/** `/admin/users`: every user of every tenant, searched by name or e-mail and filtered; one opens in a drawer. */
export default function UsersPage() {
  const { t } = useTranslation();
  const { params, set, page } = useListParams();
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const { search, tooShort } = searchToSend(debouncedSearch);
  const role = oneOf<Role>(ROLES, params.get('role'));
  const status = oneOf<AccountState>(ACCOUNT_STATES, params.get('status'));
  const subdomainId = idFrom(params.get('tenant'));
  const openUserId = idFrom(params.get('user'));
  const tenants = useTenants();
  const users = useConsoleUsers({ search, role, status, subdomainId, page });

  // The debounced text goes into the address (and back to page 1) once it is one the server accepts.
  const currentSearch = params.get('search') ?? '';
  useEffect(() => {
    if (search !== currentSearch) set({ search: search || null });
  }, [search, currentSearch, set]);

  return (
    <Stack gap="lg" maw={1200}>
      <AdminPageHeader title={t('admin.users.title')} description={t('admin.users.intro')} />
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label={t('admin.users.search.label')}
            placeholder={t('admin.users.search.placeholder')}
            leftSection={<IconSearch size={16} />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            error={tooShort ? translateMessageKey(MSG.searchTooShort) : undefined}
            type="search"
            data-testid="users-search"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Select
            label={t('admin.users.filters.role')}
            placeholder={t('admin.users.filters.anyRole')}
            data={ROLES.map((value) => ({ value, label: t(`admin.roles.${value}`) }))}
            value={role}
            onChange={(value) => set({ role: value })}
            clearable
            allowDeselect
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Select
            label={t('admin.users.filters.state')}
            placeholder={t('admin.users.filters.anyState')}
            data={ACCOUNT_STATES.map((value) => ({ value, label: t(`admin.states.${value}`) }))}
            value={status}
            onChange={(value) => set({ status: value })}
            clearable
            allowDeselect
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Select
            label={t('admin.users.filters.tenant')}
            placeholder={t('admin.users.filters.anyTenant')}
            data={(tenants.data ?? []).map((tenant) => ({ value: String(tenant.id), label: tenant.title }))}
            value={subdomainId === null ? null : String(subdomainId)}
            onChange={(value) => set({ tenant: value })}
            clearable
            searchable
            nothingFoundMessage={t('admin.common.nothingFound')}
          />
        </Grid.Col>
      </Grid>
      <PagedTable
        query={users}
        testId="users"
        emptyText={t('admin.users.empty')}
        minWidth={760}
        head={
          <>
            <Table.Th>{t('admin.users.columns.name')}</Table.Th>
            <Table.Th>{t('admin.users.columns.email')}</Table.Th>
            <Table.Th>{t('admin.users.columns.role')}</Table.Th>
            <Table.Th>{t('admin.users.columns.tenant')}</Table.Th>
            <Table.Th>{t('admin.users.columns.state')}</Table.Th>
            <Table.Th>{t('admin.users.columns.created')}</Table.Th>
          </>
        }
        renderRow={(user) => (
          <Table.Tr key={user.id} data-testid="user-row">
            <Table.Td>
              <Anchor component="button" type="button" fw={600} onClick={() => set({ user: user.id, page })}>
                {user.fullName || t('admin.users.noName')}
              </Anchor>
            </Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>
              <RoleBadge role={user.role} />
            </Table.Td>
            <Table.Td>{user.subdomain?.title ?? t('admin.common.mainMarketplace')}</Table.Td>
            <Table.Td>
              <AccountStateBadge user={user} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.createdAt)}</Table.Td>
          </Table.Tr>
        )}
        page={page}
        onPageChange={(next) => set({ page: next })}
      />
      <UserDetailDrawer userId={openUserId} onClose={() => set({ user: null, page })} />
    </Stack>
  );
}
