import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" ta="center">
      <Text fz={56} fw={800} c="kruPurple.6" lh={1}>
        404
      </Text>
      <Title order={1} size="h3">
        {t('errors.notFound.title')}
      </Title>
      <Text c="dimmed">{t('errors.notFound.message')}</Text>
      <Button component={Link} to="/">
        {t('errors.notFound.home')}
      </Button>
    </Stack>
  );
}
