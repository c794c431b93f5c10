import { useTranslation } from 'react-i18next';
import { dialogs } from '../../app/overlays/dialogs.ts';
import { useChangeParentConsent, useParentUpdates, useRefreshParentUpdates } from './api.ts';

/**
 * After the student saved their contacts: the contact list is read again, and if a contact was added while the
 * parents' e-mails are off, the student is asked once whether to turn them on (nothing is sent until they do).
 * `forStudent` false (a tutor's or an admin's settings): the consent is not read at all.
 */
export function useAskParentConsent(forStudent: boolean) {
  const { t } = useTranslation();
  const updates = useParentUpdates({ enabled: forStudent });
  const change = useChangeParentConsent();
  const refresh = useRefreshParentUpdates();
  return (added: string[]) => {
    void refresh();
    if (!added.length || updates.data?.consent !== false) return;
    void dialogs.confirm({
      title: t('parents.ask.title'),
      children: t('parents.ask.body', { emails: added.join(', ') }),
      labels: { confirm: t('parents.ask.yes'), cancel: t('parents.ask.no') },
      onConfirm: () => change.mutate(true),
    });
  };
}
