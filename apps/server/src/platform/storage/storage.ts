import type { Readable } from 'node:stream';

export interface SignedUploadTarget {
  url: string;
  /** Headers the client must send with the PUT. */
  headers: Record<string, string>;
}

export interface StoredObject {
  size: number;
  /** The Content-Type the store keeps with the bytes, when it keeps one (S3 does, the local disk does not). */
  contentType?: string;
}

/** Inclusive byte offsets of a partial read. */
export interface ByteRange {
  start: number;
  end: number;
}

/** How a signed download should present the file, where the store sets the response headers itself. */
export interface DownloadPresentation {
  contentType?: string;
  contentDisposition?: string;
}

/**
 * Where a driver holds an upload to the limits:
 * - `on-arrival`: the bytes pass through this server, which stops them at the ceiling and checks their real
 *   type as they come (the local driver);
 * - `on-registration`: the client sends them straight to the store through a URL bound to the declared type
 *   and exact size, so the server checks the stored object when it is registered (the S3 driver).
 */
export type UploadChecks = 'on-arrival' | 'on-registration';

/**
 * Where uploaded bytes live. The local driver (default) keeps them under DATA_DIR/files behind HMAC-signed URLs;
 * the S3-compatible driver uses presigned URLs. Either way the server checks size and content itself.
 */
export interface Storage {
  readonly uploadChecks: UploadChecks;
  signUpload(input: {
    key: string;
    contentType: string;
    /** The kind's ceiling. */
    maxBytes: number;
    /** The declared size: required by a driver whose checks are `on-registration`, which binds it. */
    size?: number;
    expiresAt: Date;
  }): Promise<SignedUploadTarget>;
  signDownload(key: string, expiresInSeconds?: number, presentation?: DownloadPresentation): Promise<string>;
  stat(key: string): Promise<StoredObject | null>;
  /** The first bytes of an object (fewer when it is shorter), to check its real type. */
  readHead(key: string, bytes: number): Promise<Buffer>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Stores bytes the server made itself (a transcode's outputs), replacing any under the key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;

/** Whether a key has the shape every driver accepts: `kind/name.ext`, nothing that could climb a path. */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
