import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';
import { type SessionUser, sessionStore } from '../../app/session/index.ts';

/** `POST /update/password`: the other sessions end, this one stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; password: string }) =>
      api.post<null>('/update/password', body, { silent: true }),
  });
}

/** `POST /update/email`, step one: mails a 5-digit code to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post<{ requestKey: string }>('/update/email', body, { silent: true }),
  });
}

/** `POST /update/email-verify`, step two: the code switches the address; the answer is the updated user. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (body: { requestKey: string; token: string }) =>
      api.post<SessionUser>('/update/email-verify', body, { silent: true }),
    onSuccess: (user) => sessionStore.setUser(user),
  });
}
