import type { SectionAttachment } from '@kru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { keys } from '../course-authoring/api.ts';

export type AuthoredAttachment = Camelized<SectionAttachment>;

/**
 * Attaching (`POST /sections/{id}/attachments` with an uploaded file's id) and removing a section's files. Either
 * may put the course back to draft, so the section and every authoring view are read again.
 */
export function useAttachmentActions(sectionId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.all });
  return {
    attach: useMutation({
      mutationFn: (fileId: number) =>
        api.post<AuthoredAttachment>(`/sections/${sectionId}/attachments`, { fileId }, { silent: true }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (fileId: number) => api.delete<null>(`/sections/${sectionId}/attachments/${fileId}`),
      onSuccess: refresh,
    }),
  };
}
