import { Badge, Button, Code, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const KNOWN_STATUSES = new Set([400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503, 504]);

/** The generic error page of spec section 8. Works without the router (top-level boundary). */
export function ErrorView({ status, errorId }: { status: number; errorId: string }) {
  const { t } = useTranslation();
  const statusTitle = t(`errors.status.${KNOWN_STATUSES.has(status) ? status : 'default'}`);
  return (
    <Stack align="center" gap="md" py="xl" px="md" ta="center" maw={560} mx="auto">
      <Title order={1} size="h2">
        {t('errors.page.heading')}
      </Title>
      <Badge size="lg" variant="light" color="kruPink">
        {status} · {statusTitle}
      </Badge>
      <Text c="dimmed">{t('errors.page.notified')}</Text>
      <Text size="sm">
        {t('errors.page.errorId')} <Code data-testid="error-id">{errorId}</Code>
      </Text>
      <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
        {t('errors.page.refresh')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('errors.page.persist')}
      </Text>
    </Stack>
  );
}
