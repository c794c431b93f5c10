import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { useChangeParentSubscription, useParentSubscription } from '../api.ts';

/**
 * `/parents/unsubscribe?token=` (public): the contact confirms with one button that they want no more e-mails
 * about the student (opening the link changes nothing, since mail scanners open links), sees that it is done,
 * and may change their mind. A link that was cut or changed says so.
 */
export default function ParentUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const query = useParentSubscription(token);
  const change = useChangeParentSubscription(token);
  const failure = query.error ?? change.error;
  if (token === null || failure) {
    return (
      <Alert
        color="red"
        role="alert"
        title={t('parents.unsubscribe.invalidTitle')}
        data-testid="unsubscribe-invalid"
      >
        {isApiError(failure) ? failure.message : t('parents.unsubscribe.invalid')}
      </Alert>
    );
  }
  if (!query.data) return <CenteredLoader />;
  const { email, studentFirstName: name, subscribed } = query.data;
  return (
    <Stack gap="md" data-testid="unsubscribe-page">
      <Title order={1} size="h2">
        {t('parents.unsubscribe.title')}
      </Title>
      {subscribed ? (
        <>
          <Text>{t('parents.unsubscribe.question', { email, name })}</Text>
          <Button color="red" loading={change.isPending} onClick={() => change.mutate(false)}>
            {t('parents.unsubscribe.confirm')}
          </Button>
        </>
      ) : (
        <>
          <Alert
            color="teal"
            icon={<IconCircleCheck size={20} />}
            title={t('parents.unsubscribe.doneTitle')}
            data-testid="unsubscribe-done"
          >
            {t('parents.unsubscribe.done', { email, name })}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('parents.unsubscribe.again')}
          </Text>
          <Button variant="default" loading={change.isPending} onClick={() => change.mutate(true)}>
            {t('parents.unsubscribe.resubscribe')}
          </Button>
        </>
      )}
    </Stack>
  );
}
