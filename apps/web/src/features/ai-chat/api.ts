import type { AiChatMessage as AiChatMessageWire, AiChatQuota as AiChatQuotaWire } from '@kru/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';

export type ChatMessage = Camelized<AiChatMessageWire>;

export const chatKey = (courseId: number) => ['ai-chat', courseId] as const;

/**
 * `GET /user/ai/chat?course_id=&page=`: page 1 is the newest messages, the next pages older ones ("load older").
 * Silent: the page shows a failure in place.
 */
export function useChatHistory(courseId: number | null) {
  return useInfiniteQuery({
    queryKey: chatKey(courseId ?? 0),
    queryFn: ({ pageParam, signal }) =>
      api.page<ChatMessage>('/user/ai/chat', { query: { courseId, page: pageParam }, signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.currentPage < last.pagination.totalPages ? last.pagination.currentPage + 1 : undefined,
    enabled: courseId !== null,
  });
}

export type ChatQuota = Camelized<AiChatQuotaWire>;

export const chatQuotaKey = ['ai-chat', 'quota'] as const;

/** `GET /user/ai/chat/quota`: whether a language model answers and what is left of today's budget. Silent. */
export function useChatQuota() {
  return useQuery({
    queryKey: chatQuotaKey,
    queryFn: ({ signal }) => api.get<ChatQuota>('/user/ai/chat/quota', { signal, silent: true }),
  });
}
