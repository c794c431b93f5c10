import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import { type Clock, systemClock } from '../clock.ts';
import { isValidKey, type SignedUploadTarget, type Storage, type StoredObject } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, R2, ...); unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's default chain (environment, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** The time presigned URLs are signed at (tests move it to sign in the past). */
  clock?: Clock;
}

export interface S3Storage extends Storage {
  readonly bucket: string;
  /** What the driver was built with (the resumable uploads' multipart store reaches the same bucket). */
  readonly options: S3StorageOptions;
  readonly client: S3Sdk.S3Client;
}

/** The longest a SigV4 presigned URL may live. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
const HOUR = 3600;

const requireModule = createRequire(import.meta.url);

/**
 * The S3-compatible driver. Bytes go straight between the client and the store through presigned URLs:
 * - an upload URL binds the key, the Content-Type, the exact Content-Length and `If-None-Match: *` (the object
 *   can be written once, on stores with conditional writes), all signed headers the client must send; since a
 *   presigned PUT cannot say "at most N bytes", the declared size is what is bound, and the files module checks
 *   the stored object again when it is registered;
 * - a download URL expires, and can carry the Content-Type and Content-Disposition the store must answer with.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const { bucket } = options;
  const clock = options.clock ?? systemClock;
  // The SDK is required when the bucket is configured, not imported at start: a server storing on its own disk
  // never holds it in memory (docs/architecture.md, "Memory at idle").
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    requireModule('@aws-sdk/client-s3') as typeof S3Sdk;
  const { getSignedUrl } = requireModule('@aws-sdk/s3-request-presigner') as typeof S3Presigner;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where an operation needs one: a default checksum of the (empty) body would be signed into
    // every presigned PUT and fail the real upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`);
    return key;
  };

  return {
    bucket,
    options,
    client,
    uploadChecks: 'on-registration',

    async signUpload({ key, contentType, maxBytes, size, expiresAt }): Promise<SignedUploadTarget> {
      if (size === undefined || !Number.isInteger(size) || size <= 0 || size > maxBytes) {
        throw new Error(`an S3 upload needs a declared size within 1..${maxBytes}, not ${size}`);
      }
      const now = clock.now().getTime();
      const seconds = Math.ceil((expiresAt.getTime() - now) / 1000);
      // A URL asked for with an expiry already past is signed in the past, so it is refused like any expired one.
      const [signingDate, expiresIn] =
        seconds > 0 ? [new Date(now), seconds] : [new Date(expiresAt.getTime() - 60_000), 60];
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          ContentType: contentType,
          ContentLength: size,
          IfNoneMatch: '*',
        }),
        {
          signingDate,
          expiresIn: Math.min(expiresIn, MAX_PRESIGN_SECONDS),
          signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']),
        },
      );
      return {
        url,
        headers: { 'Content-Type': contentType, 'Content-Length': String(size), 'If-None-Match': '*' },
      };
    },

    async signDownload(key, expiresInSeconds = HOUR, presentation = {}) {
      // Signed at the start of the hour and valid to the end of a later hour: the same object keeps one URL for
      // a while, so browsers can cache it (as with the local driver).
      const now = clock.now().getTime() / 1000;
      const signedAt = Math.floor(now / HOUR) * HOUR;
      const expires = Math.ceil((now + expiresInSeconds) / HOUR) * HOUR;
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          ResponseContentType: presentation.contentType,
          ResponseContentDisposition: presentation.contentDisposition,
          ResponseCacheControl: 'private, max-age=3600',
        }),
        {
          signingDate: new Date(signedAt * 1000),
          expiresIn: Math.min(expires - signedAt, MAX_PRESIGN_SECONDS),
        },
      );
    },

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: body, ContentType: contentType }),
      );
    },

    async stat(key): Promise<StoredObject | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async readHead(key, bytes) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checked(key), Range: `bytes=0-${bytes - 1}` }),
        );
        const head = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        // A store that ignores Range sends everything; only the head is wanted.
        return head.subarray(0, bytes);
      } catch (err) {
        // An empty object has no first byte to range over.
        if (statusOf(err) === 416) return Buffer.alloc(0);
        throw err;
      }
    },

    async read(key, range) {
      const object = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!object.Body) throw new Error(`no body for ${key}`);
      return object.Body as Readable;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
  };
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return statusOf(err) === 404 || name === 'NotFound' || name === 'NoSuchKey';
}
