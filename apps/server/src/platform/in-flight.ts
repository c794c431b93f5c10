/**
 * Identical reads running at once share one ("single flight"): a call whose key is that of a read still running
 * waits for that read's answer instead of running the same statement again. Nothing is kept once the read
 * settles, so an answer is never older than the read a caller joined (it started at most its duration earlier).
 */
export function sharedWhileRunning<T>(): (key: string, read: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, read) => {
    const joined = running.get(key);
    if (joined) return joined;
    const started = read().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
