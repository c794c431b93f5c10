import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeMessageEmails, useMessageEmailSettings } from '../email-settings-api.ts';

/** Whether messages that arrive while the person is away are e-mailed to them (a few minutes later, together). */
export function MessageEmailsSetting() {
  const { t } = useTranslation();
  const settings = useMessageEmailSettings();
  const change = useChangeMessageEmails();
  if (!settings.data) return null;
  return (
    <Switch
      label={t('messages.emails.label')}
      description={t('messages.emails.hint')}
      checked={settings.data.emails}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
      data-testid="message-emails"
    />
  );
}
