import type { SignInBody } from '@kru/contract';
import { checkCurrentPassword, checkEmail } from '@kru/contract/rules';
import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { PATHS } from '../../../app/router/paths.ts';
import { applyServerErrors, FormErrorAlert, PasswordField, ruleValidator } from '../../../ui/form/index.ts';
import { useSignIn } from '../api.ts';
import { AuthPageHeader } from '../components/AuthPageHeader.tsx';

/** `/auth/sign-in`; an address not verified yet goes on to the code step (the server has mailed a new code). */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    // Plain rules rather than the zod schema: this page is the first most people load, so it stays light.
    validate: { email: ruleValidator(checkEmail), password: ruleValidator(checkCurrentPassword) },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = { email: values.email.trim().toLowerCase(), password: values.password };
    signIn.mutate(body, {
      onError: (error) => {
        const requestKey = isApiError(error) ? error.details.requestKey : undefined;
        if (typeof requestKey !== 'string') return setFormError(applyServerErrors(form, error));
        notify.info(error.message);
        navigate(`${PATHS.verifyEmail}?${new URLSearchParams({ key: requestKey, email: body.email })}`);
      },
    });
  });

  return (
    <>
      <AuthPageHeader title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            data-testid="sign-in-email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="current-password"
            withAsterisk
            data-testid="sign-in-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
              {t('auth.signIn.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending} data-testid="sign-in-submit">
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Divider my="lg" label={t('auth.signIn.newHere')} labelPosition="center" />
      <Stack gap="xs" align="center">
        <Anchor component={Link} to={`${PATHS.signUp}?role=student`}>
          {t('auth.signIn.signUpStudent')}
        </Anchor>
        <Anchor component={Link} to={`${PATHS.signUp}?role=teacher`}>
          {t('auth.signIn.signUpTutor')}
        </Anchor>
        <Text size="xs" c="dimmed" ta="center">
          {t('auth.signIn.signUpHint')}
        </Text>
      </Stack>
    </>
  );
}
