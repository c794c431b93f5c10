import type { ConversationReport, ConversationReportDetail } from '@kru/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { fetchThreadPage } from '../messages/api.ts';

export type MessageReport = Camelized<ConversationReport>;
export type MessageReportDetail = Camelized<ConversationReportDetail>;
export type MessageReportTab = 'open' | 'resolved';

const reportsKey = ['admin', 'message-reports'] as const;

/** `GET /admin/conversation-reports?status=&page=`: open ones oldest first, resolved ones newest first. */
export function useMessageReports(status: MessageReportTab, page: number) {
  return useQuery({
    queryKey: [...reportsKey, { status, page }],
    queryFn: () => api.page<MessageReport>('/admin/conversation-reports', { query: { status, page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const detailKey = (id: number | null) => [...reportsKey, 'detail', id];

/**
 * `GET /admin/conversation-reports/{id}`: who reported whom and why, and its audit log. Silent: the page says what
 * failed.
 */
export function useMessageReport(id: number | null) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) =>
      api.get<MessageReportDetail>(`/admin/conversation-reports/${id}`, { signal, silent: true }),
    enabled: id !== null,
  });
}

/**
 * `GET /admin/conversation-reports/{id}/messages?before=`: the reported conversation, newest page first. Opening it
 * is recorded in the report's audit log, so the report is read again to show this reading too.
 */
export function useReportedThread(id: number | null) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...reportsKey, 'thread', id],
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchThreadPage(`/admin/conversation-reports/${id}/messages`, pageParam, signal);
      if (pageParam === null) void client.invalidateQueries({ queryKey: detailKey(id) });
      return page;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.before ?? undefined,
    enabled: id !== null,
    // Read once per visit: every first page asked for is an opening the audit log records.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** `POST /admin/conversation-reports/{id}/resolve` with an optional note (errors shown by the caller). */
export function useResolveMessageReport(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api.post<MessageReport>(`/admin/conversation-reports/${id}/resolve`, note ? { note } : {}, {
        silent: true,
      }),
    // The lists and the report (its history gains the resolution); not the thread, which would be a new reading.
    onSettled: () =>
      client.invalidateQueries({
        queryKey: reportsKey,
        predicate: (query) => query.queryKey[2] !== 'thread',
      }),
  });
}
