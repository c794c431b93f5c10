/** Milliseconds left as the countdown shows them: `m:ss`, or `h:mm:ss` from an hour; never below zero. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** What a screen reader is told as time runs: once at a minute left, once at zero; nothing otherwise. */
export function countdownAnnouncement(ms: number): 'oneMinuteLeft' | 'timeUp' | null {
  if (ms <= 0) return 'timeUp';
  return ms <= 60_000 ? 'oneMinuteLeft' : null;
}
