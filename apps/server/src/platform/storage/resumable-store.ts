import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataStore } from '@tus/server';
import { isLocalStorage, type LocalStorage } from './local.ts';
import type { S3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/**
 * Where the bytes of a resumable (tus) upload wait until the last one arrives, for a storage driver:
 * - local disk: `@tus/file-store` under `<files>/.resumable` (a name no key can take), moved to the key at the end;
 * - S3: `@tus/s3-store`, an S3 multipart upload of the key itself (plus its `<key>.info` object while it lasts),
 *   so the object is in place when the upload completes.
 */
export interface ResumableStore {
  readonly datastore: DataStore;
  /** After the last byte: the upload is the stored object of its key (and its bookkeeping is gone). */
  settle(key: string): Promise<void>;
  /** Drops what a key's unfinished upload holds (nothing there is fine). */
  discard(key: string): Promise<void>;
}

/** S3 multipart parts but the last must be at least 5 MiB; smaller chunks wait in a `.part` object. */
const S3_PART_BYTES = 8 * 1024 * 1024;

const stores = new WeakMap<Storage, Promise<ResumableStore>>();

/** The store of a driver, built at the first resumable upload (the tus packages are not loaded at start). */
export function resumableStoreOf(storage: Storage): Promise<ResumableStore> {
  let store = stores.get(storage);
  if (!store) {
    store = isLocalStorage(storage) ? localStore(storage) : s3Store(storage as S3Storage);
    stores.set(storage, store);
  }
  return store;
}

const ignoreMissing = (err: unknown) => {
  if ((err as { status_code?: number } | null)?.status_code !== 404) throw err;
};

async function localStore(storage: LocalStorage): Promise<ResumableStore> {
  const { FileStore } = await import('@tus/file-store');
  const directory = path.join(storage.dir, '.resumable');
  const datastore = new FileStore({ directory });
  return {
    datastore,
    async settle(key) {
      await storage.adopt(key, path.join(directory, key));
      await rm(path.join(directory, `${key}.json`), { force: true });
    },
    async discard(key) {
      await datastore.remove(key).catch(ignoreMissing);
    },
  };
}

async function s3Store(storage: S3Storage): Promise<ResumableStore> {
  const { S3Store } = await import('@tus/s3-store');
  const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const { bucket, region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = storage.options;
  const datastore = new S3Store({
    partSize: S3_PART_BYTES,
    s3ClientConfig: {
      bucket,
      region,
      endpoint,
      forcePathStyle,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // As the driver's client: no default checksums (stores without them refuse aws-chunked bodies).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
  const removeObjects = (keys: string[]) =>
    Promise.all(keys.map((Key) => storage.client.send(new DeleteObjectCommand({ Bucket: bucket, Key }))));
  return {
    datastore,
    async settle(key) {
      await removeObjects([`${key}.info`, `${key}.part`]);
    },
    async discard(key) {
      await datastore.remove(key).catch(ignoreMissing);
      // The store's remove leaves the chunk that was waiting to fill a part.
      await removeObjects([`${key}.part`]);
    },
  };
}
