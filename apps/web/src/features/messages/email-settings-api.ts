import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';

interface EmailSettings {
  emails: boolean;
}

const settingsKey = ['messages', 'email-settings'] as const;

/** `GET /messages/email-settings`: whether messages missed while away are e-mailed. */
export function useMessageEmailSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<EmailSettings>('/messages/email-settings', { signal, silent: true }),
  });
}

/** `PUT /messages/email-settings`. */
export function useChangeMessageEmails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emails: boolean) => api.put<EmailSettings>('/messages/email-settings', { emails }),
    onSuccess: (data) => client.setQueryData(settingsKey, data),
  });
}

/** `GET /public/messages/unsubscribe?token=`: where the e-mail's link stands (changes nothing: mail scanners open links). */
export function useUnsubscribeLink(token: string | null) {
  return useQuery({
    queryKey: ['messages', 'unsubscribe', token],
    queryFn: ({ signal }) =>
      api.get<EmailSettings>('/public/messages/unsubscribe', { query: { token }, signal, silent: true }),
    enabled: token !== null,
    retry: false,
  });
}

/** `POST /public/messages/unsubscribe?token=`: no more e-mails about missed messages. */
export function useUnsubscribe(token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<EmailSettings>('/public/messages/unsubscribe', undefined, { query: { token }, silent: true }),
    onSuccess: (data) => client.setQueryData(['messages', 'unsubscribe', token], data),
  });
}
