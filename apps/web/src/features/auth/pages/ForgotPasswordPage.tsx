import { forgotPasswordBody } from '@kru/contract';
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { PATHS } from '../../../app/router/paths.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { useForgotPassword } from '../api.ts';
import { AuthPageHeader } from '../components/AuthPageHeader.tsx';

/** Asks for a reset link; the answer never tells whether the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodFormResolver(forgotPasswordBody),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    forgotPassword.mutate(forgotPasswordBody.parse(values), {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (isApiError(error) && error.status === 404) setSent(true);
        else setFormError(applyServerErrors(form, error));
      },
    });
  });

  if (sent) {
    return (
      <Stack align="center" ta="center" gap="md" data-testid="reset-link-sent">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMailForward size={30} />
        </ThemeIcon>
        <AuthPageHeader title={t('auth.forgot.sentTitle')} />
        <Text>{t('api.password_reset_sent')}</Text>
        <Text size="sm" c="dimmed">
          {t('auth.forgot.sentHint')}
        </Text>
        <Button component={Link} to={PATHS.signIn} fullWidth>
          {t('auth.forgot.backToSignIn')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => setSent(false)}>
          {t('auth.forgot.tryAgain')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <>
      <AuthPageHeader title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            data-testid="forgot-email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={forgotPassword.isPending} data-testid="forgot-submit">
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to={PATHS.signIn}>
          {t('auth.forgot.backToSignIn')}
        </Anchor>
      </Text>
    </>
  );
}
