import type { SessionData, SignInBody, SignUpRole } from '@kru/contract';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { sessionStore } from '../../app/session/session-store.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { useAction } from '../../ui/use-action.ts';

type SignedInSession = Camelized<SessionData>;
interface RequestKey {
  requestKey: string;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function keepSession({ token, user }: SignedInSession): void {
  sessionStore.signIn(token, user);
}

/** POST /auth; on success the session is kept and the route guard moves on. */
export function useSignIn() {
  return useAction((body: SignInBody) => api.post<SignedInSession>('/auth', body, { silent: true }), {
    onSuccess: keepSession,
  });
}

export interface RegisterInput {
  email: string;
  password: string;
  role: SignUpRole;
}

/** POST /register: mails a 5-digit code and answers the key that identifies this sign-up. */
export function useRegister() {
  return useAction(({ email, password, role }: RegisterInput) =>
    api.post<RequestKey>(
      '/register',
      {
        email,
        password,
        userType: role,
        termsAccepted: true,
        language: currentLanguage(),
        timeZone: browserTimeZone(),
      },
      { silent: true },
    ),
  );
}

/** POST /register/verify: the code proves the address and signs the new user in. */
export function useVerifyEmail() {
  return useAction(
    (body: { requestKey: string; token: string }) =>
      api.post<SignedInSession>('/register/verify', body, { silent: true }),
    { onSuccess: keepSession },
  );
}

/** POST /register/resend: a new code, under a new key. */
export function useResendCode() {
  return useAction((body: { requestKey: string }) =>
    api.post<RequestKey>('/register/resend', body, { silent: true }),
  );
}

export function useForgotPassword() {
  return useAction((body: { email: string }) => api.post<null>('/forgot-password', body, { silent: true }));
}

export function useResetPassword() {
  return useAction((body: { email: string; password: string; token: string }) =>
    api.post<null>('/reset-password', body, { silent: true }),
  );
}
