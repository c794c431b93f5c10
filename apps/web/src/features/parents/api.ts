import type { ParentSubscription, ParentUpdates } from '@kru/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';

type Updates = Camelized<ParentUpdates>;
type Subscription = Camelized<ParentSubscription>;

const updatesKey = ['parents', 'updates'] as const;

/** `GET /parents/updates`: the student's consent and each contact's state (students only: others get a 403). */
export function useParentUpdates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: updatesKey,
    queryFn: ({ signal }) => api.get<Updates>('/parents/updates', { signal, silent: true }),
    enabled,
  });
}

/** `PUT /parents/updates`: the parents' e-mails on or off. */
export function useChangeParentConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) => api.put<Updates>('/parents/updates', { consent }),
    onSuccess: (updates) => client.setQueryData(updatesKey, updates),
  });
}

/** After the contacts change: their states are read again. */
export function useRefreshParentUpdates() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: updatesKey });
}

const subscriptionKey = (token: string | null) => ['parents', 'subscription', token] as const;

/** `GET /public/parents/unsubscribe?token=`: whom the link names (no account). */
export function useParentSubscription(token: string | null) {
  return useQuery({
    queryKey: subscriptionKey(token),
    queryFn: ({ signal }) =>
      api.get<Subscription>('/public/parents/unsubscribe', { query: { token }, signal, silent: true }),
    enabled: token !== null,
    retry: false,
  });
}

/** `POST /public/parents/unsubscribe` or `/resubscribe` with the link's token. */
export function useChangeParentSubscription(token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) =>
      api.post<Subscription>(
        `/public/parents/${subscribe ? 'resubscribe' : 'unsubscribe'}`,
        {},
        { query: { token }, silent: true },
      ),
    onSuccess: (subscription) => client.setQueryData(subscriptionKey(token), subscription),
  });
}
