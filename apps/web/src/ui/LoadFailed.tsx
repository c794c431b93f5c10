import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** In place of what could not be loaded (the Warning dialog has said why): a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('tuition.loadFailed')}
      role="alert"
      data-testid="load-error"
    >
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        {t('tuition.retry')}
      </Button>
    </Alert>
  );
}
