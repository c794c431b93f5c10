import type {
  ConversationPerson as ConversationPersonWire,
  Conversation as ConversationWire,
} from '@kru/contract';
import { MESSAGE_LIMITS } from '@kru/contract/message-rules';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { isApiError } from '../../app/api/errors.ts';
import {
  addToThread,
  type Message,
  messagesKeys,
  setUnreadTotal,
  type ThreadData,
  type ThreadPage,
} from './cache.ts';

export type Conversation = Camelized<ConversationWire>;
export type ConversationPerson = Camelized<ConversationPersonWire>;

export const fullName = (person: Pick<ConversationPerson, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** `GET /conversations?page=`: the viewer's conversations, the latest activity first. */
export function useConversations(page: number) {
  return useQuery({
    queryKey: [...messagesKeys.conversations, page],
    queryFn: ({ signal }) =>
      api.page<Conversation>('/conversations', { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /conversations/{id}`: who the other person is and whether either side blocked the other. */
export function useConversation(id: number | null) {
  return useQuery({
    queryKey: messagesKeys.conversation(id ?? 0),
    queryFn: ({ signal }) => api.get<Conversation>(`/conversations/${id}`, { signal, silent: true }),
    enabled: id !== null,
  });
}

/**
 * One page of a thread at `path` (`?before=`: the page older than that message). A page shorter than the page size
 * reaches the first message.
 */
export async function fetchThreadPage(
  path: string,
  before: number | null,
  signal: AbortSignal,
): Promise<ThreadPage> {
  const items = await api.get<Message[]>(path, {
    query: { before: before ?? undefined, limit: MESSAGE_LIMITS.pageSize },
    signal,
    silent: true,
  });
  const oldest = items[0];
  return { items, before: items.length >= MESSAGE_LIMITS.pageSize && oldest ? oldest.id : null };
}

/** `GET /conversations/{id}/messages`: the newest page first, then older ones ("Load earlier messages"). */
export function useThread(id: number | null) {
  return useInfiniteQuery({
    queryKey: messagesKeys.thread(id ?? 0),
    queryFn: ({ pageParam, signal }) => fetchThreadPage(`/conversations/${id}/messages`, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.before ?? undefined,
    enabled: id !== null,
  });
}

/** The thread's messages oldest first (the pages come newest first). */
export function threadMessages(data: ThreadData | undefined): Message[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
}

/** `POST /conversations`: opens (or finds) the conversation with this person. Silent: the button says what failed. */
export function useStartConversation() {
  return useMutation({
    mutationFn: (userId: number) => api.post<Conversation>('/conversations', { userId }, { silent: true }),
  });
}

/** `POST /conversations/{id}/messages`. Silent: the composer shows the failure and keeps the text. */
export function useSendMessage(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string; attachmentIds: number[] }) =>
      api.post<Message>(`/conversations/${conversationId}/messages`, body, { silent: true }),
    onSuccess: (message) => {
      addToThread(client, message);
      void client.invalidateQueries({ queryKey: messagesKeys.conversations });
    },
    // Refused because of a block: the conversation is read again, so the page says so.
    onError: (error) => {
      if (isApiError(error) && error.status === 403) {
        void client.invalidateQueries({ queryKey: messagesKeys.conversation(conversationId) });
      }
    },
  });
}

/** `POST /conversations/{id}/read`: the badge and the list take the new counts. */
export function useMarkRead(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upToMessageId: number) =>
      api.post<{ unreadCount: number; unreadTotal: number }>(
        `/conversations/${conversationId}/read`,
        { upToMessageId },
        { silent: true },
      ),
    onSuccess: (data) => {
      setUnreadTotal(client, data.unreadTotal);
      void client.invalidateQueries({ queryKey: messagesKeys.conversations });
    },
  });
}

/** Block (`POST`) or unblock (`DELETE`) `/conversations/{id}/block`: the conversation is read again. */
export function useBlock(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? api.post<Conversation>(`/conversations/${conversationId}/block`, {}, { silent: true })
        : api.delete<Conversation>(`/conversations/${conversationId}/block`, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}

/** `POST /conversations/{id}/report` with a reason. Silent: the form shows the failure. */
export function useReportConversation(conversationId: number) {
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<{ id: number }>(`/conversations/${conversationId}/report`, { reason }, { silent: true }),
  });
}
