import { Badge, Group, List, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDay } from '../../../ui/format.ts';
import { useChangeParentConsent, useParentUpdates } from '../api.ts';

/**
 * Whether the student's parents' contacts receive the weekly digest and the session e-mails (off until the student
 * turns it on), and what each contact receives: a contact that unsubscribed is shown as such, and only that
 * contact can start them again (from the link in any e-mail they received).
 */
export function ParentUpdatesSetting() {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const query = useParentUpdates();
  const change = useChangeParentConsent();
  if (!query.data) return null;
  const { consent, contacts } = query.data;
  return (
    <Stack gap="sm" maw={520} data-testid="parent-updates">
      <Switch
        label={t('parents.settings.consent')}
        description={t('parents.settings.consentHint')}
        checked={consent}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        data-testid="parent-consent"
      />
      {contacts.length > 0 && (
        <List spacing={6} listStyleType="none" aria-label={t('parents.settings.contactsLabel')}>
          {contacts.map((contact) => (
            <List.Item key={contact.email} data-testid="parent-contact">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {contact.email}
                </Text>
                {contact.unsubscribedAt ? (
                  <Badge color="gray" variant="light" tt="none" data-testid="parent-contact-unsubscribed">
                    {t('parents.settings.unsubscribed', {
                      date: formatDay(contact.unsubscribedAt, timeZone),
                    })}
                  </Badge>
                ) : (
                  <Badge color={consent ? 'teal' : 'gray'} variant="light" tt="none">
                    {t(consent ? 'parents.settings.receives' : 'parents.settings.off')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {contacts.some((contact) => contact.unsubscribedAt) && (
        <Text size="xs" c="dimmed">
          {t('parents.settings.unsubscribedHint')}
        </Text>
      )}
    </Stack>
  );
}
