import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';
import { type AuthoredSection, keys } from '../course-authoring/api.ts';

/**
 * `PATCH /sections/{id}` with `pass_mark_percent`: a quiz's pass mark. Like any edit it may put the course back to
 * draft, so every authoring view is read again. Errors are left to the form that sent them.
 */
export function useSetPassMark(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (passMarkPercent: number) =>
      api.patch<AuthoredSection>(`/sections/${sectionId}`, { passMarkPercent }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
