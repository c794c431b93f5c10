import { Alert, Button, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/router/paths.ts';
import { AuthPageHeader } from './AuthPageHeader.tsx';

/** The reset link is broken or expired: start again from "forgot password". */
export function BrokenResetLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="reset-link-broken">
      <AuthPageHeader title={t('auth.reset.brokenTitle')} />
      <Alert color="red" variant="light" icon={<IconLinkOff size={18} />} role="alert">
        {t('api.reset_link_invalid')}
      </Alert>
      <Button component={Link} to={PATHS.forgotPassword} fullWidth>
        {t('auth.reset.requestNewLink')}
      </Button>
    </Stack>
  );
}
