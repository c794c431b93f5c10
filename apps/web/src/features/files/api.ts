import type { DocumentType, FileKind, SignedUpload, StoredFile } from '@kru/contract';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { ApiError, RequestCancelledError } from '../../app/api/errors.ts';
import { currentLanguage, i18n } from '../../i18n/index.ts';

type SignedUploadTarget = Camelized<SignedUpload>;
export type UploadedFile = Camelized<StoredFile>;

interface RegisterFileInput {
  file: string;
  type: FileKind;
  fileName?: string;
  documentType?: DocumentType;
  sectionId?: number;
  description?: string;
  /** A document only: the id of the tutor's document this one replaces (removed in the same step). */
  replacesId?: number;
}

/** Step 1 of spec 7.2: a short-lived URL to PUT one file of `type` to. */
export function signUpload(
  body: { contentType: string; type: FileKind; size: number },
  signal: AbortSignal,
): Promise<SignedUploadTarget> {
  return api.post<SignedUploadTarget>('/files/signed-url', body, { silent: true, signal });
}

/** Step 3: registers the uploaded key (an avatar becomes the profile photo); answers the stored file. */
export function registerFile(body: RegisterFileInput, signal: AbortSignal): Promise<UploadedFile> {
  return api.post<UploadedFile>('/files', body, { silent: true, signal });
}

/** `DELETE /files/{a}/{b}`: removes one of the user's files by its key (`avatar/<id>.png`). */
export function deleteFile(key: string): Promise<null> {
  return api.delete<null>(`/files/${key.split('/').map(encodeURIComponent).join('/')}`, { silent: true });
}

function failureMessage(xhr: XMLHttpRequest): string {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not the API's envelope (a storage provider's own answer): fall through to a general message.
  }
  return i18n.t('files.uploadFailed');
}

/**
 * Step 2: PUTs the bytes to the signed URL with its headers, reporting progress from 0 to 100. Rejects with an
 * `ApiError` carrying the server's message, or a `RequestCancelledError` when `signal` aborts.
 */
export function putFile(
  target: Pick<SignedUploadTarget, 'url' | 'headers'>,
  file: Blob,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new RequestCancelledError());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (done: () => void) => {
      signal.removeEventListener('abort', abort);
      done();
    };
    xhr.open('PUT', target.url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    for (const [name, value] of Object.entries(target.headers)) {
      // The browser sends Content-Length itself (from the file) and refuses to have it set.
      if (name.toLowerCase() !== 'content-length') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(100);
          resolve();
        } else {
          reject(new ApiError(failureMessage(xhr), { status: xhr.status, code: 'UPLOAD_FAILED' }));
        }
      });
    xhr.onerror = () =>
      settle(() => reject(new ApiError(i18n.t('errors.network'), { status: 0, code: 'NETWORK_ERROR' })));
    xhr.onabort = () => settle(() => reject(new RequestCancelledError()));
    signal.addEventListener('abort', abort);
    xhr.send(file);
  });
}
