import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { useUnsubscribe, useUnsubscribeLink } from '../email-settings-api.ts';

/**
 * `/messages/unsubscribe?token=` (public, from the e-mail about missed messages): one button stops those e-mails
 * (opening the link changes nothing); they can be turned on again in Settings. A cut or changed link says so.
 */
export default function MessagesUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const failure = link.error ?? unsubscribe.error;
  if (token === null || failure) {
    return (
      <Alert
        color="red"
        role="alert"
        title={t('messages.emails.invalidTitle')}
        data-testid="unsubscribe-invalid"
      >
        {isApiError(failure) ? failure.message : t('messages.emails.invalid')}
      </Alert>
    );
  }
  if (!link.data) return <CenteredLoader />;
  return (
    <Stack gap="md" data-testid="unsubscribe-page">
      <Title order={1} size="h2">
        {t('messages.emails.title')}
      </Title>
      {link.data.emails ? (
        <>
          <Text>{t('messages.emails.question')}</Text>
          <Button color="red" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {t('messages.emails.stop')}
          </Button>
        </>
      ) : (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} />}
          title={t('messages.emails.doneTitle')}
          data-testid="unsubscribe-done"
        >
          {t('messages.emails.done')}
        </Alert>
      )}
    </Stack>
  );
}
