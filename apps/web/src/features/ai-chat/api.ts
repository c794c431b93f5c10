import type { AiChatMessage as AiChatMessageWire, AiChatReply as AiChatReplyWire } from '@kru/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';

export type ChatMessage = Camelized<AiChatMessageWire>;
export type ChatReply = Camelized<AiChatReplyWire>;

const chatKey = (courseId: number) => ['ai-chat', courseId] as const;

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

/**
 * `POST /user/ai/chat`: asks the tutor. Silent: the composer shows the failure. Either way the conversation is
 * read again, since a failed answer still keeps the question.
 */
export function useAskTutor(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<ChatReply>('/user/ai/chat', { courseId, message }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: chatKey(courseId) }),
  });
}
