import { useSession } from '../../../app/session/index.ts';

/** The user's own time zone (dates are shown in it), or undefined for the browser's. */
export function useTimeZone(): string | undefined {
  return useSession().user?.timeZone || undefined;
}
