import { useSession } from '../../app/session/index.ts';
import { knownTimeZone } from './time-format.ts';

/** The signed-in user's time zone (every time on these pages is shown in it), else the browser's. */
export function useViewerTimeZone(): string {
  const zone = useSession().user?.timeZone;
  return knownTimeZone(zone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
