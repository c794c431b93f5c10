import type { Notification as NotificationWire } from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';

export type Notification = Camelized<NotificationWire>;

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

/** The shell's badge asks again this often (and whenever the window comes back into focus). */
const UNREAD_POLL_MS = 60_000;

/** `GET /notifications?page=`: newest first. */
export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', page],
    queryFn: ({ signal }) =>
      api.page<Notification>('/notifications', { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /notifications/unread-count`: the badge's number. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    enabled,
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) =>
      api.get<{ unreadCount: number }>('/notifications/unread-count', { signal, silent: true }),
    select: (data) => data.unreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** `POST /notifications/read`: these entries, or every unread one without ids; the badge takes the new count. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      api.post<{ unreadCount: number }>('/notifications/read', ids ? { ids } : {}, { silent: true }),
    onSuccess: (data) => client.setQueryData(UNREAD_KEY, data),
    onSettled: () => client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] }),
  });
}
