import { codeSchema } from '@kru/contract';
import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PATHS } from '../../../app/router/paths.ts';
import {
  applyServerErrors,
  FormErrorAlert,
  VerificationCodeInput,
  zodFormResolver,
} from '../../../ui/form/index.ts';
import { useVerifyEmail } from '../api.ts';
import { AuthPageHeader } from '../components/AuthPageHeader.tsx';
import { ResendCode } from '../components/ResendCode.tsx';

const verifyCodeForm = z.object({ code: codeSchema });

/** `/auth/verify-email?key=&email=`: the 5-digit code from the e-mail finishes the sign-up. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestKey = searchParams.get('key');
  const email = searchParams.get('email') ?? '';
  const verify = useVerifyEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { code: '' }, validate: zodFormResolver(verifyCodeForm) });

  if (!requestKey) {
    return (
      <>
        <AuthPageHeader title={t('auth.verify.title')} />
        <FormErrorAlert message={t('auth.verify.missingKey')} />
        <Button component={Link} to={PATHS.signUp} fullWidth mt="lg">
          {t('auth.verify.startAgain')}
        </Button>
      </>
    );
  }

  const submitCode = (code: string) => {
    if (verify.isPending) return;
    setFormError(null);
    verify.mutate(
      { requestKey, token: code },
      { onError: (error) => setFormError(applyServerErrors(form, error, { fieldMap: { token: 'code' } })) },
    );
  };
  const submit = form.onSubmit(({ code }) => submitCode(code));

  return (
    <>
      <AuthPageHeader
        title={t('auth.verify.title')}
        subtitle={email ? t('auth.verify.sentTo', { email }) : t('auth.verify.sentToYou')}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <VerificationCodeInput
            size="lg"
            error={form.errors.code}
            data-testid="verification-code"
            {...form.getInputProps('code')}
            onComplete={submitCode}
          />
          <Button type="submit" fullWidth loading={verify.isPending} data-testid="verify-submit">
            {t('auth.verify.submit')}
          </Button>
        </Stack>
      </form>
      <Divider my="lg" />
      <ResendCode
        requestKey={requestKey}
        onResent={(nextKey) => {
          setFormError(null);
          form.reset();
          setSearchParams({ key: nextKey, email }, { replace: true });
        }}
        onError={setFormError}
      />
      <Text size="sm" ta="center" mt="lg">
        {t('auth.verify.wrongEmail')}{' '}
        <Anchor component={Link} to={PATHS.signUp}>
          {t('auth.verify.startAgain')}
        </Anchor>
      </Text>
    </>
  );
}
