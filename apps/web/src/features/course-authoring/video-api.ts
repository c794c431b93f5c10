import type { SectionVideo } from '@kru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { putFile } from '../files/api.ts';
import { normalizeContentType } from '../files/file-rules.ts';
import { keys } from './api.ts';

export type AuthoredVideo = Camelized<SectionVideo>;

/**
 * A video section's video: `upload` creates it (`POST /sections/{id}/videos?size=`, replacing any earlier one),
 * PUTs the bytes to its upload link with progress and submits it (`PATCH`), after which it is processing;
 * `remove` deletes it. Both may put the course back to draft, so every authoring view is read again.
 */
export function useVideoActions(sectionId: number) {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const refresh = () => client.invalidateQueries({ queryKey: keys.all });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const query = new URLSearchParams({
        size: String(file.size),
        content_type: normalizeContentType(file.type),
      });
      const video = await api.post<AuthoredVideo>(`/sections/${sectionId}/videos?${query}`, undefined, {
        silent: true,
      });
      await putFile({ url: video.uploadLink ?? '', headers: video.uploadHeaders ?? {} }, file, {
        onProgress: setProgress,
        signal: new AbortController().signal,
      });
      return api.patch<AuthoredVideo>(`/sections/${sectionId}/videos`, undefined, { silent: true });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => api.delete<null>(`/sections/${sectionId}/videos`),
    onSuccess: refresh,
  });
  return { upload, remove, progress };
}
