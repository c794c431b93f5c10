/** How far an upload has gone, and roughly how long it still needs. */
export interface TransferProgress {
  /** 0 to 100. */
  percent: number;
  /** Null until the speed is known (the first seconds). */
  secondsLeft: number | null;
}

/** Where the speed is measured from: set when the bytes (re)start, so a resumed upload counts only new bytes. */
export interface TransferStart {
  at: number;
  bytes: number;
}

/** Below this the speed is guesswork: no time left is shown yet. */
const MIN_ELAPSED_MS = 1000;

/** The percentage and the time left at the average speed since `start`. */
export function transferProgress(
  start: TransferStart,
  now: number,
  sent: number,
  total: number,
): TransferProgress {
  const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  const elapsed = now - start.at;
  const moved = sent - start.bytes;
  if (elapsed < MIN_ELAPSED_MS || moved <= 0) return { percent, secondsLeft: null };
  return { percent, secondsLeft: Math.ceil(((total - sent) / moved) * (elapsed / 1000)) };
}
