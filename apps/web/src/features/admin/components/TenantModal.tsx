import { createSubdomainBody } from '@kru/contract';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { type Tenant, useSaveTenant } from '../api.ts';

interface Values {
  title: string;
  url: string;
  logo_url: string;
  is_active: boolean;
}

/** An empty logo field means no logo. */
function bodyOf(values: Values) {
  return { ...values, logo_url: values.logo_url.trim() || null };
}

const validateTenant = zodFormResolver<ReturnType<typeof bodyOf>>(createSubdomainBody);

function TenantForm({ tenant, onDone }: { tenant: Tenant | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTenant();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      title: tenant?.title ?? '',
      url: tenant?.url ?? '',
      logo_url: tenant?.logoUrl ?? '',
      is_active: tenant?.isActive ?? true,
    },
    validate: (values) => validateTenant(bodyOf(values)),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const { title, url, logo_url: logoUrl, is_active: isActive } = bodyOf(values);
    save.mutate(
      { id: tenant?.id, body: { title: title.trim(), url: url.trim(), logoUrl, isActive } },
      {
        onSuccess: () => {
          notify.success(t(tenant ? 'admin.tenants.saved' : 'admin.tenants.created'));
          onDone();
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="tenant-form">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label={t('admin.tenants.fields.title')}
          withAsterisk
          data-autofocus
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('admin.tenants.fields.url')}
          description={t('admin.tenants.fields.urlHint')}
          placeholder="https://school.kru.app"
          withAsterisk
          key={form.key('url')}
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('admin.tenants.fields.logo')}
          description={t('admin.tenants.fields.logoHint')}
          placeholder="https://"
          key={form.key('logo_url')}
          {...form.getInputProps('logo_url')}
        />
        <Switch
          label={t('admin.tenants.fields.active')}
          description={t('admin.tenants.fields.activeHint')}
          key={form.key('is_active')}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="tenant-submit">
            {t(tenant ? 'admin.common.save' : 'admin.tenants.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Creates a tenant (`tenant` null) or changes one: name, address, logo, and whether it is active. */
export function TenantModal({
  opened,
  tenant,
  onClose,
}: {
  opened: boolean;
  tenant: Tenant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={tenant ? t('admin.tenants.editTitle', { title: tenant.title }) : t('admin.tenants.add')}
    >
      {opened && <TenantForm key={tenant?.id ?? 'new'} tenant={tenant} onDone={onClose} />}
    </Modal>
  );
}
