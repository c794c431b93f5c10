import { type SignUpRole, signUpForm } from '@kru/contract';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MARKETING_LINKS } from '../../../app/config.ts';
import { PATHS } from '../../../app/router/paths.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { useRegister } from '../api.ts';
import { AuthPageHeader } from './AuthPageHeader.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

interface SignUpValues {
  email: string;
  password: string;
  password_confirmation: string;
  terms_accepted: boolean;
}

export function SignUpForm({ role }: { role: SignUpRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', password_confirmation: '', terms_accepted: false },
    validate: zodFormResolver(signUpForm),
  });
  const roleKey = role === 'teacher' ? 'tutor' : 'student';
  const otherRole = role === 'teacher' ? 'student' : 'teacher';

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const { email, password } = signUpForm.parse(values);
    register.mutate(
      { email, password, role },
      {
        onSuccess: ({ requestKey }) =>
          navigate(`${PATHS.verifyEmail}?${new URLSearchParams({ key: requestKey, email })}`),
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <>
      <AuthPageHeader
        title={t(`auth.signUp.${roleKey}Title`)}
        subtitle={t(`auth.signUp.${roleKey}Subtitle`)}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            data-testid="sign-up-email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <NewPasswordFields form={form} />
          <Checkbox
            label={
              <Trans
                i18nKey="auth.signUp.terms"
                components={{
                  terms: <Anchor href={MARKETING_LINKS.terms} target="_blank" rel="noopener" inherit />,
                }}
              />
            }
            data-testid="sign-up-terms"
            key={form.key('terms_accepted')}
            {...form.getInputProps('terms_accepted', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={register.isPending} data-testid="sign-up-submit">
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4} mt="lg" align="center">
        <Text size="sm">
          {t('auth.signUp.haveAccount')}{' '}
          <Anchor component={Link} to={PATHS.signIn}>
            {t('auth.signUp.signInLink')}
          </Anchor>
        </Text>
        <Anchor component={Link} to={`${PATHS.signUp}?role=${otherRole}`} size="sm">
          {t(`auth.signUp.switchTo.${otherRole === 'teacher' ? 'tutor' : 'student'}`)}
        </Anchor>
      </Stack>
    </>
  );
}
