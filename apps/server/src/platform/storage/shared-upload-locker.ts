import type { Lock, Locker, RequestRelease } from '@tus/server';
import type pg from 'pg';

/** Where other instances are asked to let go of an upload (the payload is its key). */
const RELEASE_CHANNEL = 'kru_upload_release';
/** The first key of the two-key advisory locks: this lock kind's own space (the second is the upload's hash). */
const LOCK_SPACE = 12;
const RETRY_MS = 100;

/** As tusd answers it: tus-js-client retries a 423 after its delay. */
const LOCKED = {
  status_code: 423,
  body: 'This upload is being written by another request. Try again shortly.',
};

export interface SharedUploadLocker extends Locker {
  close(): Promise<void>;
}

/**
 * The tus locks of resumable uploads, shared by every instance on the database, so that two instances behind a
 * load balancer never write the same upload at once (a PATCH retried after a dropped connection may reach another
 * instance while the first still writes). Each lock is a PostgreSQL session advisory lock, held on one connection
 * of the instance's own (`connect`), which also listens for the others' requests to let go: the holder's request
 * is then cancelled, as @tus/server's in-memory locker does within one process, and the waiter gets the lock.
 * A waiter gives up after `timeoutMs` with a 423, which tus clients retry. A connection lost loses its locks
 * (PostgreSQL releases them), never keeps them; the next lock opens another.
 */
export function createSharedUploadLocker(connect: () => pg.Client, timeoutMs = 30_000): SharedUploadLocker {
  /** This instance's uploads locked (with how to ask their holder to let go) or being locked (null). */
  const owners = new Map<string, RequestRelease | null>();
  let session: Promise<pg.Client> | null = null;

  const open = () => {
    session ??= (async () => {
      const client = connect();
      client.on('error', () => {
        session = null;
      });
      client.on('notification', (message) => {
        if (message.channel === RELEASE_CHANNEL && message.payload) void owners.get(message.payload)?.();
      });
      await client.connect();
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
      return client;
    })().catch((err: unknown) => {
      session = null;
      throw err;
    });
    return session;
  };

  /** One try: this process first, then the database. */
  const tryLock = async (id: string, release: RequestRelease): Promise<boolean> => {
    if (owners.has(id)) {
      await owners.get(id)?.();
      return false;
    }
    owners.set(id, null);
    try {
      const client = await open();
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
        [LOCK_SPACE, id],
      );
      if (rows[0]?.locked) {
        owners.set(id, release);
        return true;
      }
      // Another instance writes it: asked to let go (its request is cancelled), then tried again.
      await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
    } catch (err) {
      owners.delete(id);
      throw err;
    }
    owners.delete(id);
    return false;
  };

  const newLock = (id: string): Lock => {
    let held = false;
    return {
      async lock(signal, release) {
        const deadline = Date.now() + timeoutMs;
        while (!(await tryLock(id, release))) {
          if (signal.aborted || Date.now() >= deadline) throw LOCKED;
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
        held = true;
      },
      async unlock() {
        if (!held) return;
        held = false;
        try {
          const client = await session;
          await client?.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, id]);
        } catch {
          // The session is gone, and its locks with it.
        } finally {
          owners.delete(id);
        }
      },
    };
  };

  return {
    newLock,
    async close() {
      const client = await session?.catch(() => null);
      session = null;
      await client?.end().catch(() => undefined);
    },
  };
}
