import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from './site-config.ts';

/** On every page of a production site running on the sandbox payment provider (PAYMENTS=sandbox). */
export function TestModeBanner() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  if (!site?.testMode) return null;
  return (
    <Box role="status" bg="yellow.4" px="md" py={4} ta="center" data-testid="test-mode-banner">
      <Text size="sm" fw={700} c="dark.9">
        {t('common.testMode')}: {t('common.testModeBanner')}
      </Text>
    </Box>
  );
}
