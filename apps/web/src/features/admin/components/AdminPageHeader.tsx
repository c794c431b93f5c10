import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../paths.ts';

export interface Crumb {
  label: string;
  to: string;
}

/** The page's title under the way back (Admin › section), with the page's main actions beside it. */
export function AdminPageHeader({
  title,
  description,
  crumbs = [],
  actions,
}: {
  title: string;
  description?: ReactNode;
  /** The pages between the console's overview and this one. */
  crumbs?: Crumb[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const trail = [{ label: t('admin.title'), to: ADMIN_PATHS.overview }, ...crumbs];
  return (
    <Stack gap={6}>
      <Breadcrumbs separatorMargin={6} aria-label={t('admin.breadcrumbs')}>
        {trail.map((crumb) => (
          <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
            {crumb.label}
          </Anchor>
        ))}
      </Breadcrumbs>
      <Group justify="space-between" gap="sm" align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
