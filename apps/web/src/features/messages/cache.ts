import type { DirectMessage as DirectMessageWire } from '@kru/contract';
import { type InfiniteData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';

/*
 * What the shell needs of messages (the header's badge and the socket that keeps every open view current), apart
 * from the rest of the API so that the first download of every page stays small: types only from the contract.
 */

export type Message = Camelized<DirectMessageWire>;

export const messagesKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  conversation: (id: number) => ['messages', 'conversation', id] as const,
  thread: (id: number) => ['messages', 'thread', id] as const,
  unread: ['messages', 'unread'] as const,
};

/** One page of a thread (oldest first) and the cursor of the page before it (null: it reaches the first message). */
export interface ThreadPage {
  items: Message[];
  before: number | null;
}
export type ThreadData = InfiniteData<ThreadPage>;

/** A message that arrived (sent here, or over the socket) joins its thread once, whatever the order of arrival. */
export function addToThread(client: QueryClient, message: Message): void {
  client.setQueryData<ThreadData>(messagesKeys.thread(message.conversationId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    const items = [...newest.items, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, items }, ...older] };
  });
}

/** `GET /messages/unread-count`: the header badge's number. */
export function useMessagesUnread(enabled: boolean) {
  return useQuery({
    queryKey: messagesKeys.unread,
    queryFn: ({ signal }) =>
      api.get<{ unreadTotal: number }>('/messages/unread-count', { signal, silent: true }),
    select: (data) => data.unreadTotal,
    enabled,
  });
}

export function setUnreadTotal(client: QueryClient, unreadTotal: number): void {
  client.setQueryData(messagesKeys.unread, { unreadTotal });
}
