import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Says, before anything else, that this is the test-mode provider: nothing real is charged or paid. */
export function TestModeBanner({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="filled"
      icon={<IconFlask size={20} />}
      title={t('sandbox.testMode')}
      data-testid="sandbox-test-mode"
    >
      {text}
    </Alert>
  );
}
