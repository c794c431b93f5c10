import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createSharedUploadLocker, type SharedUploadLocker } from './shared-upload-locker.ts';

let t: TestApp;
const lockers: SharedUploadLocker[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  for (const locker of lockers) await locker.close();
});

/** A locker as one instance has it, on its own connection to the test database. */
function instance(timeoutMs = 5_000): SharedUploadLocker {
  const locker = createSharedUploadLocker(() => new pg.Client(t.ctx.db.$client.options), timeoutMs);
  lockers.push(locker);
  return locker;
}

const never = () => new AbortController().signal;
const KEY = 'video/abcdefghijklmnopqrstuv.mp4';

describe('the shared upload locker', () => {
  it('makes a request on another instance wait, asks the holder to let go, then gives it the lock', async () => {
    const [a, b] = [instance(), instance()];
    const events: string[] = [];
    const held = a.newLock(KEY);
    // As @tus/server does: asked to let go, the holder's request is cancelled and it unlocks.
    await held.lock(never(), async () => {
      events.push('a asked to let go');
      await held.unlock();
      events.push('a unlocked');
    });
    const waiting = b.newLock(KEY);
    await waiting.lock(never(), () => {});
    events.push('b locked');
    expect(events).toEqual(['a asked to let go', 'a unlocked', 'b locked']);
    await waiting.unlock();
  });

  it('answers 423 to a waiter when the holder keeps the upload, and never blocks another upload', async () => {
    const [a, b] = [instance(), instance(300)];
    const held = a.newLock(KEY);
    let asked = 0;
    await held.lock(never(), () => {
      asked += 1;
    });
    await expect(b.newLock(KEY).lock(never(), () => {})).rejects.toMatchObject({ status_code: 423 });
    expect(asked).toBeGreaterThanOrEqual(1);
    const other = b.newLock('video/zyxwvutsrqponmlkjihgfe.mp4');
    await other.lock(never(), () => {});
    await other.unlock();
    await held.unlock();
    const after = b.newLock(KEY);
    await after.lock(never(), () => {});
    await after.unlock();
  });

  it('within one instance too: the second request asks the first to let go', async () => {
    const a = instance();
    const first = a.newLock(KEY);
    await first.lock(never(), () => first.unlock());
    const second = a.newLock(KEY);
    await second.lock(never(), () => {});
    await second.unlock();
  });

  it('loses the locks of a connection that ends (an instance that died) instead of keeping them', async () => {
    const [a, b] = [instance(), instance(2_000)];
    await a.newLock(KEY).lock(never(), () => {});
    await a.close();
    const taken = b.newLock(KEY);
    await taken.lock(never(), () => {});
    await taken.unlock();
  });

  it('stops waiting when the waiting request is cancelled', async () => {
    const [a, b] = [instance(), instance()];
    const held = a.newLock(KEY);
    await held.lock(never(), () => {});
    const cancelled = new AbortController();
    const waiting = b.newLock(KEY).lock(cancelled.signal, () => {});
    cancelled.abort();
    await expect(waiting).rejects.toMatchObject({ status_code: 423 });
    await held.unlock();
  });
});
