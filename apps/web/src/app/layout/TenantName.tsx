import { Group, Text } from '@mantine/core';
import { useTenant } from '../tenant/tenant.ts';

/** Beside the Kru wordmark on a school's or partner's site: "Kru · Bright School", with its logo when set. */
export function TenantName() {
  const tenant = useTenant();
  if (!tenant) return null;
  return (
    <Group gap={8} wrap="nowrap" miw={0} data-testid="tenant-name">
      <Text c="dimmed" aria-hidden>
        ·
      </Text>
      {tenant.logoUrl && (
        <img src={tenant.logoUrl} alt="" height={24} style={{ maxWidth: 96, objectFit: 'contain' }} />
      )}
      <Text fw={600} truncate>
        {tenant.title}
      </Text>
    </Group>
  );
}
