import { type DocumentType, type FileKind, RESUMABLE_FILE_KINDS } from '@kru/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isCancel } from '../../../app/api/errors.ts';
import { reportError } from '../../../app/report.ts';
import { putFile, registerFile, signUpload, type UploadedFile } from '../api.ts';
import { fileProblem, fileProblemMessage, normalizeContentType } from '../file-rules.ts';
import { sendResumably } from '../resumable.ts';

export interface UploadOptions {
  type: FileKind;
  fileName?: string;
  documentType?: DocumentType;
  sectionId?: number;
  description?: string;
  /** A document only: the id of the document this one replaces (`replaces_id`). */
  replacesId?: number;
}

type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

interface UploadState {
  status: UploadStatus;
  /** 0 to 100 while the bytes travel. */
  progress: number;
  /** The time left of a resumable upload, once its speed is known. */
  secondsLeft: number | null;
  /** What went wrong, in the interface language (the server's message when it answered one). */
  error: string | null;
}

const isResumableKind = (kind: FileKind) => (RESUMABLE_FILE_KINDS as readonly FileKind[]).includes(kind);

const IDLE: UploadState = { status: 'idle', progress: 0, secondsLeft: null, error: null };

/**
 * Uploads one file the way spec 7.2 says: sign (POST /files/signed-url), PUT the bytes with progress, register
 * (POST /files). Attachments and videos go up resumably instead (tus, in chunks, with the time left), so a
 * dropped connection or a reload resumes them. `upload()` answers the stored file, or false when the file is refused, a step fails (the
 * message is in `error`) or the upload is cancelled. Leaving the page cancels it.
 */
export function useFileUpload() {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const fail = useCallback(
    (error: string) => setState({ status: 'failed', progress: 0, secondsLeft: null, error }),
    [],
  );

  const upload = useCallback(
    async (file: File, options: UploadOptions): Promise<UploadedFile | false> => {
      const problem = fileProblem(file, options.type);
      if (problem) {
        fail(fileProblemMessage(problem, t));
        return false;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      setState({ status: 'uploading', progress: 0, secondsLeft: null, error: null });
      try {
        const sign = () =>
          signUpload(
            { contentType: normalizeContentType(file.type), type: options.type, size: file.size },
            signal,
          );
        const key = isResumableKind(options.type)
          ? await sendResumably(file, {
              purpose: `file-${options.type}`,
              signal,
              onProgress: ({ percent, secondsLeft }) =>
                setState((current) => ({ ...current, progress: percent, secondsLeft })),
              start: async () => {
                const target = await sign();
                if (!target.resumable) throw new Error('no resumable upload offered');
                return target.resumable;
              },
            })
          : await sign().then(async (target) => {
              await putFile(target, file, {
                signal,
                onProgress: (progress) => setState((current) => ({ ...current, progress })),
              });
              return target.key;
            });
        const stored = await registerFile(
          { ...options, file: key, fileName: options.fileName ?? file.name },
          signal,
        );
        setState({ status: 'done', progress: 100, secondsLeft: null, error: null });
        return stored;
      } catch (error) {
        if (isCancel(error) || signal.aborted) {
          setState(IDLE);
          return false;
        }
        if (isApiError(error) && error.code === 'UPLOAD_FAILED' && error.status !== 400) {
          reportError(error, 'warning');
        }
        fail(error instanceof Error ? error.message : t('files.uploadFailed'));
        return false;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [fail, t],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const reset = useCallback(() => setState(IDLE), []);

  return { ...state, isUploading: state.status === 'uploading', upload, cancel, fail, reset };
}
