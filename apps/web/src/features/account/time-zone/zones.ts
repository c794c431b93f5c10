/** The device's IANA time zone, or undefined when the browser cannot say. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The zone's offset from UTC at `at`, as `UTC+07:00` (`UTC+05:45`, `UTC-03:00`, `UTC+00:00`). */
export function utcOffset(timeZone: string, at: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT" alone is UTC itself (some engines write it "GMT+00:00"); otherwise "GMT+07:00".
  const offset = name === 'GMT' ? '+00:00' : name.slice(3);
  return `UTC${offset}`;
}

/** Minutes east of UTC at `at`: the order of the picker. */
function offsetMinutes(timeZone: string, at: Date): number {
  const match = /UTC([+-])(\d\d):(\d\d)/.exec(utcOffset(timeZone, at));
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

export interface ZoneOption {
  value: string;
  /** `(UTC+07:00) Asia/Bangkok`: what the picker shows and searches. */
  label: string;
}

/**
 * Every IANA zone the browser knows with its offset at `at`, west to east then by name. `current` is kept even
 * when the browser's list lacks it (an alias such as `UTC` on some engines), so the saved zone is always shown.
 */
export function zoneOptions(at: Date, current?: string): ZoneOption[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  if (current) names.add(current);
  return [...names]
    .map((zone) => ({ zone, minutes: offsetMinutes(zone, at) }))
    .sort((a, b) => a.minutes - b.minutes || a.zone.localeCompare(b.zone))
    .map(({ zone }) => ({ value: zone, label: `(${utcOffset(zone, at)}) ${zone.replaceAll('_', ' ')}` }));
}
