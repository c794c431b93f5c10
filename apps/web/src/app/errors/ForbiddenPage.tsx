import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../layout/AuthLayout.tsx';

/** What the guard shows a signed-in user who opens a page that is not for their role (e.g. `/admin`). */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout width="narrow">
      <Stack align="center" gap="md" ta="center" data-testid="forbidden-page">
        <IconLock size={48} stroke={1.5} color="var(--mantine-color-kruPurple-6)" aria-hidden />
        <Title order={1} size="h3">
          {t('errors.forbidden.title')}
        </Title>
        <Text c="dimmed">{t('errors.forbidden.message')}</Text>
        <Button component={Link} to="/">
          {t('errors.notFound.home')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
