import { describe, expect, it } from 'vitest';
import { sharedWhileRunning } from './in-flight.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('sharedWhileRunning', () => {
  it('runs a key once while it runs, then again', async () => {
    const share = sharedWhileRunning<number>();
    const first = deferred<number>();
    let reads = 0;
    const read = () => {
      reads += 1;
      return first.promise;
    };
    const a = share('k', read);
    const b = share('k', read);
    expect(reads).toBe(1);
    first.resolve(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    await share('k', async () => {
      reads += 1;
      return 8;
    });
    expect(reads).toBe(2);
  });

  it('keeps keys apart and forgets a failed read', async () => {
    const share = sharedWhileRunning<string>();
    const failing = deferred<string>();
    const a = share('a', () => failing.promise);
    const b = share('b', async () => 'b');
    failing.reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    expect(await b).toBe('b');
    expect(await share('a', async () => 'again')).toBe('again');
  });
});
