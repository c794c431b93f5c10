import type { AdminSessionDispute } from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';

export type ConsoleDispute = Camelized<AdminSessionDispute>;
export type DisputeTab = 'pending' | 'decided';

const disputesKey = ['admin', 'session-disputes'] as const;

/** `GET /admin/session-disputes?status=&page=`: the queue (oldest first) or the decided ones (newest first). */
export function useSessionDisputes(status: DisputeTab, page: number) {
  return useQuery({
    queryKey: [...disputesKey, { status, page }],
    queryFn: () => api.page<ConsoleDispute>('/admin/session-disputes', { query: { status, page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type DisputeDecision =
  | { decision: 'refund' | 'release' }
  | { decision: 'split'; studentAmount: number; tutorAmount: number };

/** `POST /admin/session-disputes/{id}/decide` (errors shown by the caller: a split's amounts in its form). */
export function useDecideDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DisputeDecision & { id: number }) =>
      api.post<ConsoleDispute>(`/admin/session-disputes/${id}/decide`, body, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: disputesKey }),
  });
}
