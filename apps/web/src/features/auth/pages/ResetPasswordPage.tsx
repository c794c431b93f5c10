import { resetPasswordForm } from '@kru/contract';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { PATHS } from '../../../app/router/paths.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { useResetPassword } from '../api.ts';
import { AuthPageHeader } from '../components/AuthPageHeader.tsx';
import { BrokenResetLink } from '../components/BrokenResetLink.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';

/** The token and e-mail come from the link, so an error about either means the link itself is bad. */
function isBrokenLinkError(error: unknown, t: TFunction): boolean {
  if (!isApiError(error)) return false;
  if ('token' in error.fieldErrors || 'email' in error.fieldErrors) return true;
  // The server answers in the language the call asked for, the page's own (`messagesEn` is not imported here:
  // it would put the whole API catalogue into the first download).
  return error.message === t('api.reset_link_invalid');
}

/** `/auth/reset-password?token=&email=` from the reset e-mail. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email');
  const resetPassword = useResetPassword();
  const [broken, setBroken] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', password_confirmation: '' },
    validate: zodFormResolver(resetPasswordForm),
  });

  if (!token || !email || broken) return <BrokenResetLink />;

  const submit = form.onSubmit(({ password }) => {
    setFormError(null);
    resetPassword.mutate(
      { email, password, token },
      {
        onSuccess: () => {
          notify.success(t('auth.reset.passwordUpdated'));
          navigate(PATHS.signIn, { replace: true });
        },
        onError: (error) => {
          if (isBrokenLinkError(error, t)) setBroken(true);
          else setFormError(applyServerErrors(form, error));
        },
      },
    );
  });

  return (
    <>
      <AuthPageHeader title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { email })} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields form={form} />
          <Button type="submit" fullWidth loading={resetPassword.isPending} data-testid="reset-submit">
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
