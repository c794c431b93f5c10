import { LEARNING_PATHS } from '../../features/courses/paths.ts';
import { PATHS } from './paths.ts';

/**
 * The first GETs of the signed-in pages most often opened by their address, as data. Two read it: the entry
 * (first-screen-calls.ts), and the build, which writes it into the page's own small script
 * (apps/web/signed-in-preload.ts) so that these calls leave with the HTML, before the entry has even downloaded.
 * It imports only modules without imports of packages: the build config bundles it.
 */

/** One first GET: the API path and its query in wire names (snake_case), as the page's own call sends it. */
export interface FirstCall {
  path: string;
  query?: Record<string, string | number>;
  /**
   * The field of the answer's first item holding the picture the page shows largest (a course card's thumbnail on
   * a phone): the page's script asks for that picture as soon as the answer arrives, not once the page is drawn.
   */
  firstPicture?: string;
}

export interface FirstScreen {
  /** Only at the bare address: with a query (a filtered search) the page asks for something else. */
  bareAddressOnly?: boolean;
  /** The calls by the stored user's role; `any` for every role. */
  calls: Partial<Record<'student' | 'teacher' | 'any', FirstCall[]>>;
}

/** Only calls the page makes whatever it finds: the same URL, or the answer is wasted. */
export const FIRST_SCREENS: Record<string, FirstScreen> = {
  // A student's home shows the sessions, the diagnostics summary, the ongoing courses and the study plan's card
  // (StudentHome); a tutor's the sessions, the earnings and the requests (TutorHome). The role is the stored
  // user's: these leave with `GET /user`, before it answers.
  [PATHS.home]: {
    calls: {
      student: [
        { path: '/dashboard/homepage' },
        { path: '/user/courses', query: { status: 'ongoing', page: 1 } },
        { path: '/study-plans/current' },
      ],
      teacher: [{ path: '/dashboard/tutor' }, { path: '/tutoring/pending' }],
    },
  },
  // The unfiltered first page of a catalogue and the subjects, as SearchCoursesPage asks for them.
  [LEARNING_PATHS.course.search]: {
    bareAddressOnly: true,
    calls: {
      any: [
        { path: '/courses', query: { course_type: 'subject', page: 1 }, firstPicture: 'thumbnail' },
        { path: '/public/subjects' },
      ],
    },
  },
  [LEARNING_PATHS.skill.search]: {
    bareAddressOnly: true,
    calls: {
      any: [
        { path: '/courses', query: { course_type: 'skill', page: 1 }, firstPicture: 'thumbnail' },
        { path: '/public/subjects' },
      ],
    },
  },
};

/** The first calls of the page at `url` for a user of `role` (none when it is not one of FIRST_SCREENS). */
export function firstCallsAt(
  url: { pathname: string; search: string },
  role: string | undefined,
): FirstCall[] {
  const screen = FIRST_SCREENS[url.pathname];
  if (!screen || (screen.bareAddressOnly && url.search)) return [];
  const byRole = role === 'student' || role === 'teacher' ? (screen.calls[role] ?? []) : [];
  return [...byRole, ...(screen.calls.any ?? [])];
}

/** The URL of a first call under the API's base path, as the API client writes it (keys as they are). */
export function firstCallUrl(basePath: string, call: FirstCall): string {
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const search = query.toString();
  return `${basePath}${call.path}${search ? `?${search}` : ''}`;
}

/**
 * The global where the page's script leaves the GETs it started, by URL, for the API client to take
 * (app/api/client.ts): the answer promised and the headers it was sent with.
 */
export const EARLY_GETS_GLOBAL = '__kruEarlyGets';

export interface PageEarlyGet {
  /** When it was sent (`Date.now()`): an answer older than the client's limit is not taken. */
  at: number;
  /** The headers that vary, lower case: the client takes the answer only when it would have sent the same. */
  headers: Record<string, string>;
  response: Promise<Response>;
}

/** The headers whose values make two GETs of one URL differ (language, session, tenant). */
export const EARLY_GET_HEADERS = ['accept-language', 'authorization', 'x-subdomain'] as const;
