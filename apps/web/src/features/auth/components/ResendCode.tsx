import { LIMITS } from '@kru/contract/limits';
import { Button, List, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isCancel } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { useResendCode } from '../api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

interface ResendCodeProps {
  requestKey: string;
  onResent: (requestKey: string) => void;
  onError: (message: string) => void;
}

/** "Didn't receive the code?": where to look, and a new code once a minute. */
export function ResendCode({ requestKey, onResent, onError }: ResendCodeProps) {
  const { t } = useTranslation();
  const resend = useResendCode();
  const { remaining, restart } = useCountdown(LIMITS.verificationResendSeconds);

  const send = () =>
    resend.mutate(
      { requestKey },
      {
        onSuccess: (result) => {
          restart();
          onResent(result.requestKey);
          notify.success(t('auth.verify.codeSent'));
        },
        onError: (error) => {
          if (!isCancel(error)) onError(error.message);
        },
      },
    );

  return (
    <Stack gap="xs" data-testid="resend-code">
      <Text fw={600} size="sm">
        {t('auth.verify.helpTitle')}
      </Text>
      <List size="sm" c="dimmed" spacing={4}>
        <List.Item>{t('auth.verify.helpSpam')}</List.Item>
        <List.Item>{t('auth.verify.helpWait')}</List.Item>
        <List.Item>{t('auth.verify.helpResend')}</List.Item>
      </List>
      <Button
        variant="light"
        leftSection={<IconSend size={16} />}
        onClick={send}
        loading={resend.isPending}
        disabled={remaining > 0}
        data-testid="resend-code-button"
      >
        {remaining > 0 ? t('auth.verify.resendIn', { seconds: remaining }) : t('auth.verify.resend')}
      </Button>
    </Stack>
  );
}
