import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** In place of what could not be loaded: why, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('fees.loadFailed')}
      role="alert"
      data-testid="load-error"
    >
      {error instanceof Error ? error.message : null}
      <div>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          {t('fees.retry')}
        </Button>
      </div>
    </Alert>
  );
}
