import type { Readable } from 'node:stream';

export interface SignedUploadTarget {
  url: string;
  /** Headers the client must send with the PUT. */
  headers: Record<string, string>;
}

export interface StoredObject {
  size: number;
  contentType: string;
}

/**
 * Where uploaded bytes live. The local driver (default) keeps them under DATA_DIR/files behind HMAC-signed URLs;
 * an S3-compatible driver uses presigned URLs. Either way the server checks size and content itself.
 */
export interface Storage {
  signUpload(input: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresAt: Date;
  }): Promise<SignedUploadTarget>;
  signDownload(key: string, expiresInSeconds?: number): Promise<string>;
  stat(key: string): Promise<StoredObject | null>;
  /** The first bytes of an object, to check its real type. */
  readHead(key: string, bytes: number): Promise<Buffer>;
  read(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}
