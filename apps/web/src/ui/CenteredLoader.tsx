import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A loader in the middle of the screen while something the whole page needs is on its way. */
export function CenteredLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
