import { Alert, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import type { SessionUser } from '../../../app/session/index.ts';
import { useSetNeedVisa } from '../api.ts';

/**
 * "Do you need a visa to work in the UK?" (`PATCH /kyc/need-visa`): yes makes the residence permit required.
 * Frozen while the profile is being reviewed; on a confirmed profile a change sends it back to review, so it asks.
 */
export function VisaSwitch({ user, locked }: { user: SessionUser; locked: boolean }) {
  const { t } = useTranslation();
  const setVisa = useSetNeedVisa();

  const change = (status: boolean) => {
    if (user.approvalStatus !== 'approved') return setVisa.mutate(status);
    void dialogs.confirm({
      title: t('kyc.vetted.title'),
      children: t('kyc.visa.confirmText'),
      labels: { confirm: t('kyc.vetted.confirm'), cancel: t('common.cancel') },
      onConfirm: () => setVisa.mutate(status),
    });
  };

  return (
    <>
      <Switch
        checked={setVisa.isPending ? setVisa.variables : user.visaRequired}
        onChange={(event) => change(event.currentTarget.checked)}
        disabled={locked || setVisa.isPending}
        label={t('kyc.visa.label')}
        description={t('kyc.visa.description')}
        size="md"
        data-testid="kyc-visa"
      />
      {setVisa.error && (
        <Alert color="red" variant="light" role="alert">
          {setVisa.error.message}
        </Alert>
      )}
    </>
  );
}
