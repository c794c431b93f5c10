import type { ResumableUpload } from '@kru/contract';
import type { DetailedError, PreviousUpload, Upload, UploadOptions } from 'tus-js-client';
import type { Camelized } from '../../app/api/case.ts';
import { apiHeaders } from '../../app/api/client.ts';
import { ApiError, RequestCancelledError } from '../../app/api/errors.ts';
import { i18n } from '../../i18n/index.ts';
import { type TransferProgress, type TransferStart, transferProgress } from './transfer-time.ts';

export type ResumableTarget = Camelized<ResumableUpload>;

export interface ResumableOptions {
  /** Signs the upload (or creates the video) when there is no earlier unfinished one of this file to resume. */
  start: () => Promise<ResumableTarget>;
  /** What the upload is for (`section-12-video`): only an unfinished upload of the same file for it resumes. */
  purpose: string;
  onProgress: (progress: TransferProgress) => void;
  signal: AbortSignal;
}

/** Waits between retries after a dropped connection (then it gives up and says so). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/** The same file, wherever it was sent to (the default fingerprint includes the endpoint, absent on a resume). */
const fingerprintOf = async (file: File | Blob) => {
  const { name = '', lastModified = 0 } = file as Partial<File>;
  return ['kru-tus', name, file.type, file.size, lastModified].join('-');
};

/** The key of an upload from its URL (`/api/v1/files/resumable/video/<name>.mp4`). */
const keyOf = (url: string) => url.split('/').slice(-2).join('/');

function failureOf(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiError(i18n.t('errors.network'), { status: 0, code: 'NETWORK_ERROR' });
  let message = i18n.t('files.uploadFailed');
  try {
    const parsed = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
  } catch {
    // Not the API's envelope: the general message stays.
  }
  return new ApiError(message, { status: response.getStatus(), code: 'UPLOAD_FAILED' });
}

/**
 * Sends a file with the tus protocol in chunks (tus-js-client, loaded with the first upload), so that a dropped
 * connection retries from the last chunk the server has, and a reload resumes: the upload's URL and ticket stay
 * in the browser (keyed by the file's name, type, size and date) until it completes. Answers the key uploaded.
 */
export async function sendResumably(file: File, options: ResumableOptions): Promise<string> {
  const tus = await import('tus-js-client');
  const send = (settings: UploadOptions, previous?: PreviousUpload) =>
    new Promise<string>((resolve, reject) => {
      if (options.signal.aborted) return reject(new RequestCancelledError());
      let start: TransferStart | null = null;
      const upload: Upload = new tus.Upload(file, {
        ...settings,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => {
          start ??= { at: Date.now(), bytes: sent };
          options.onProgress(transferProgress(start, Date.now(), sent, total));
        },
        fingerprint: fingerprintOf,
        // A dropped connection or a server hiccup is retried from the server's offset; a refusal (413, 422) is not.
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0;
          const retry = status === 0 || status >= 500 || status === 409 || status === 423;
          // The speed is measured again from the next chunk.
          if (retry) start = null;
          return retry;
        },
        onSuccess: () => {
          options.signal.removeEventListener('abort', abort);
          resolve(keyOf(upload.url ?? ''));
        },
        onError: (error) => {
          options.signal.removeEventListener('abort', abort);
          reject(failureOf(error));
        },
      });
      const abort = () => {
        void upload.abort();
        reject(new RequestCancelledError());
      };
      options.signal.addEventListener('abort', abort);
      if (previous) upload.resumeFromPreviousUpload(previous);
      upload.start();
    });
  const settingsFor = (target: Pick<ResumableTarget, 'ticket' | 'chunkSize'>) => ({
    chunkSize: target.chunkSize,
    headers: { ...apiHeaders(), 'Upload-Ticket': target.ticket },
    metadata: {
      purpose: options.purpose,
      ticket: target.ticket,
      chunk: String(target.chunkSize),
      filetype: file.type,
    },
  });

  const previous = (await new tus.Upload(file, { fingerprint: fingerprintOf }).findPreviousUploads()).find(
    (candidate) => candidate.metadata.purpose === options.purpose && candidate.uploadUrl,
  );
  if (previous?.uploadUrl && previous.metadata.ticket) {
    try {
      // No endpoint: a previous upload the server no longer has fails here rather than starting another.
      return await send(
        {
          ...settingsFor({
            ticket: previous.metadata.ticket,
            chunkSize: Number(previous.metadata.chunk) || 8 * 1024 * 1024,
          }),
          uploadUrl: previous.uploadUrl,
        },
        previous,
      );
    } catch (error) {
      if (error instanceof RequestCancelledError) throw error;
      await tus.defaultOptions.urlStorage.removeUpload(previous.urlStorageKey).catch(() => {});
    }
  }
  const target = await options.start();
  return send({ ...settingsFor(target), endpoint: target.endpoint });
}
