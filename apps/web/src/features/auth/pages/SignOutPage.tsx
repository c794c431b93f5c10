import { Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../app/session/session-actions.ts';

/** `/auth/sign-out`: tells the API, forgets the user, and continues to the sign-in page. */
export default function SignOutPage() {
  const { t } = useTranslation();

  useEffect(() => {
    void signOut();
  }, []);

  return (
    <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
      <Loader />
      <Text>{t('auth.signOut.inProgress')}</Text>
    </Stack>
  );
}
