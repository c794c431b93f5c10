import { codeSchema, updateEmailBody } from '@kru/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../../../app/notify.ts';
import {
  applyServerErrors,
  FormErrorAlert,
  PasswordField,
  VerificationCodeInput,
  zodFormResolver,
} from '../../../../ui/form/index.ts';
import { useConfirmEmailChange, useRequestEmailChange } from '../../api.ts';

const codeForm = z.object({ code: codeSchema });

/**
 * Spec 4, e-mail change: the new address and the current password send a 5-digit code to that address; the
 * code switches it. Sending the first step again mails a new code.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const addressForm = useForm({
    initialValues: { email: '', password: '' },
    validate: zodFormResolver(updateEmailBody),
  });
  const code = useForm({ initialValues: { code: '' }, validate: zodFormResolver(codeForm) });

  const sendCode = (values: { email: string; password: string }) => {
    setFormError(null);
    request.mutate(updateEmailBody.parse(values), {
      onSuccess: (result) => {
        setRequestKey(result.requestKey);
        code.reset();
        notify.success(t('settings.email.codeSent'));
      },
      onError: (error) => {
        const message = applyServerErrors(addressForm, error);
        if (requestKey && !message) setRequestKey(null);
        setFormError(message);
      },
    });
  };

  const verify = (token: string) => {
    if (!requestKey || confirm.isPending) return;
    setFormError(null);
    confirm.mutate(
      { requestKey, token },
      {
        onSuccess: (user) => {
          setRequestKey(null);
          addressForm.reset();
          notify.success(t('settings.email.updated', { email: user.email }));
        },
        onError: (error) => setFormError(applyServerErrors(code, error, { fieldMap: { token: 'code' } })),
      },
    );
  };

  if (!requestKey) {
    return (
      <form onSubmit={addressForm.onSubmit(sendCode)} noValidate data-testid="change-email-form">
        <Stack gap="md" maw={420}>
          <Text size="sm">{t('settings.email.current', { email: currentEmail })}</Text>
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('settings.email.new')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...addressForm.getInputProps('email')}
          />
          <PasswordField
            label={t('settings.email.password')}
            autoComplete="current-password"
            withAsterisk
            {...addressForm.getInputProps('password')}
          />
          <Group>
            <Button type="submit" loading={request.isPending}>
              {t('settings.email.sendCode')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form
      onSubmit={code.onSubmit(({ code: token }) => verify(token))}
      noValidate
      data-testid="verify-email-form"
    >
      <Stack gap="md" maw={420}>
        <Text size="sm">{t('settings.email.sentTo', { email: addressForm.getValues().email })}</Text>
        <FormErrorAlert message={formError} />
        <VerificationCodeInput error={code.errors.code} {...code.getInputProps('code')} onComplete={verify} />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            {t('settings.email.verify')}
          </Button>
          <Button
            variant="light"
            onClick={() => sendCode(addressForm.getValues())}
            loading={request.isPending}
          >
            {t('settings.email.resend')}
          </Button>
          <Button variant="subtle" onClick={() => setRequestKey(null)}>
            {t('settings.email.changeAddress')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('settings.email.help')}
        </Text>
      </Stack>
    </form>
  );
}
