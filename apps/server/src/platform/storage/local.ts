import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { safeEqual } from '../auth/secrets.ts';
import {
  type ByteRange,
  isValidKey,
  type SignedUploadTarget,
  type Storage,
  type StoredObject,
} from './storage.ts';

export type { ByteRange };
export { isValidKey };

export const LOCAL_UPLOAD_PATH = '/api/v1/files/upload';
export const LOCAL_DOWNLOAD_PATH = '/api/v1/files/download';

/** What a signed upload URL binds: the key, the declared type, the size ceiling and the expiry. */
export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: number;
}

export interface LocalStorage extends Storage {
  /** Where the files live (resumable uploads keep their partial bytes beside them, on the same disk). */
  readonly dir: string;
  /**
   * Makes a complete file (a finished resumable upload) the bytes of `key`, moving it: only if nothing is there
   * yet (UploadExistsError otherwise).
   */
  adopt(key: string, file: string): Promise<void>;
  /** Checks an upload URL's signature; null when forged or expired. */
  verifyUpload(query: Record<string, string | undefined>, key: string, now?: number): UploadGrant | null;
  verifyDownload(query: Record<string, string | undefined>, key: string, now?: number): boolean;
  /**
   * Streams the request body to disk, refusing more than `maxBytes`, and answers the size written. The bytes
   * appear under `key` only once complete, and only if nothing is there yet (a signed URL writes once).
   * The body is never destroyed, so the caller can still answer the request.
   */
  write(key: string, body: Readable, maxBytes: number): Promise<number>;
}

export class UploadTooLargeError extends Error {}
/** Bytes already exist under the key. */
export class UploadExistsError extends Error {}

export function createLocalStorage(options: { dir: string; secret: string; baseUrl: string }): LocalStorage {
  const root = path.resolve(options.dir);
  const sign = (payload: string) => createHmac('sha256', options.secret).update(payload).digest('base64url');
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  const uploadPayload = (g: UploadGrant) => `put\n${g.key}\n${g.contentType}\n${g.maxBytes}\n${g.expiresAt}`;
  const downloadPayload = (key: string, expires: number) => `get\n${key}\n${expires}`;

  return {
    uploadChecks: 'on-arrival',
    dir: root,

    async adopt(key, file) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // link, not rename: it fails when the key already has bytes (as write does).
      await fsp.link(file, target).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'EEXIST' ? new UploadExistsError() : err;
      });
      await fsp.rm(file, { force: true });
    },

    async signUpload({ key, contentType, maxBytes, expiresAt }): Promise<SignedUploadTarget> {
      const grant = { key, contentType, maxBytes, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
      const query = new URLSearchParams({
        ct: contentType,
        max: String(maxBytes),
        expires: String(grant.expiresAt),
        sig: sign(uploadPayload(grant)),
      });
      return {
        url: `${options.baseUrl}${LOCAL_UPLOAD_PATH}/${key}?${query}`,
        headers: { 'Content-Type': contentType },
      };
    },

    verifyUpload(query, key, now = Date.now()) {
      const expiresAt = Number(query.expires);
      const maxBytes = Number(query.max);
      const contentType = query.ct ?? '';
      if (!query.sig || !Number.isFinite(expiresAt) || !Number.isFinite(maxBytes)) return null;
      const grant = { key, contentType, maxBytes, expiresAt };
      if (!safeEqual(query.sig, sign(uploadPayload(grant)))) return null;
      if (expiresAt * 1000 < now) return null;
      return grant;
    },

    async signDownload(key, expiresInSeconds = 3600) {
      // Rounded to the hour so the same object keeps one URL for a while and browsers can cache it.
      const expires = Math.ceil((Date.now() / 1000 + expiresInSeconds) / 3600) * 3600;
      const query = new URLSearchParams({
        expires: String(expires),
        sig: sign(downloadPayload(key, expires)),
      });
      return `${options.baseUrl}${LOCAL_DOWNLOAD_PATH}/${key}?${query}`;
    },

    verifyDownload(query, key, now = Date.now()) {
      const expires = Number(query.expires);
      if (!query.sig || !Number.isFinite(expires) || expires * 1000 < now) return false;
      return safeEqual(query.sig, sign(downloadPayload(key, expires)));
    },

    async write(key, body, maxBytes) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      const out = fs.createWriteStream(partial, { flags: 'wx' });
      let written = 0;
      try {
        for await (const chunk of body.iterator({ destroyOnReturn: false })) {
          written += (chunk as Buffer).length;
          if (written > maxBytes) throw new UploadTooLargeError();
          if (!out.write(chunk)) await once(out, 'drain');
        }
        await new Promise<void>((resolve, reject) =>
          out.end((err?: Error | null) => (err ? reject(err) : resolve())),
        );
        // link, not rename: it fails when the key already has bytes, so two PUTs never both succeed.
        await fsp.link(partial, target).catch((err: NodeJS.ErrnoException) => {
          throw err.code === 'EEXIST' ? new UploadExistsError() : err;
        });
        return written;
      } finally {
        out.destroy();
        await fsp.rm(partial, { force: true });
      }
    },

    async put(key, body) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      await fsp.writeFile(partial, body);
      await fsp.rename(partial, target);
    },

    async stat(key): Promise<StoredObject | null> {
      try {
        const info = await fsp.stat(fileOf(key));
        return { size: info.size };
      } catch {
        return null;
      }
    },

    async readHead(key, bytes) {
      const handle = await fsp.open(fileOf(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async read(key, range) {
      return fs.createReadStream(fileOf(key), range);
    },

    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}

/** The signing secret: STORAGE_SECRET, or one generated once and kept under DATA_DIR. */
export function storageSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'storage-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function isLocalStorage(storage: Storage): storage is LocalStorage {
  return typeof (storage as Partial<LocalStorage>).verifyUpload === 'function';
}
