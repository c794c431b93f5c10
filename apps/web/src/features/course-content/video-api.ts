import type { SectionVideo } from '@kru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { isCancel } from '../../app/api/errors.ts';
import { keys } from '../course-authoring/api.ts';
import { videoContentType } from '../files/file-rules.ts';
import { sendResumably } from '../files/resumable.ts';
import type { TransferProgress } from '../files/transfer-time.ts';

export type AuthoredVideo = Camelized<SectionVideo>;

const NO_PROGRESS: TransferProgress = { percent: 0, secondsLeft: null };

/**
 * A video section's video: `upload` creates it (`POST /sections/{id}/videos?size=`, replacing any earlier one),
 * sends the bytes resumably in chunks with progress and the time left (an unfinished upload of the same file
 * for this section, from before a reload, resumes instead), and submits it (`PATCH`), after which it is
 * processing; `cancel` stops the upload; `remove` deletes the video. Both may put the course back to draft, so
 * every authoring view is read again.
 */
export function useVideoActions(sectionId: number) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<TransferProgress>(NO_PROGRESS);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);
  const refresh = () => client.invalidateQueries({ queryKey: keys.all });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      setProgress(NO_PROGRESS);
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      await sendResumably(file, {
        purpose: `section-${sectionId}-video`,
        signal: controller.signal,
        onProgress: setProgress,
        start: async () => {
          const query = new URLSearchParams({
            size: String(file.size),
            content_type: videoContentType(file),
          });
          const video = await api.post<AuthoredVideo>(`/sections/${sectionId}/videos?${query}`, undefined, {
            silent: true,
          });
          if (!video.uploadResumable) throw new Error('no resumable upload offered');
          return video.uploadResumable;
        },
      });
      return api.patch<AuthoredVideo>(`/sections/${sectionId}/videos`, undefined, { silent: true });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => api.delete<null>(`/sections/${sectionId}/videos`),
    onSuccess: refresh,
  });
  const cancel = () => controllerRef.current?.abort();
  // A cancelled upload is no error to show.
  const error = upload.error && !isCancel(upload.error) ? upload.error : null;
  return { upload, remove, progress, cancel, error };
}
