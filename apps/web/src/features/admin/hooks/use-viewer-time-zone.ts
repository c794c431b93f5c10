import { useSession } from '../../../app/session/use-session.ts';

/** The signed-in admin's own time zone (the console shows moments in it), or undefined for the browser's. */
export function useViewerTimeZone(): string | undefined {
  return useSession().user?.timeZone || undefined;
}
