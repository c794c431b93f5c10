/** The query parameter a link to sign-in or sign-up carries: where to go once signed in (`?next=/courses/...`). */
export const RETURN_PATH_PARAM = 'next';

const PLACEHOLDER_ORIGIN = 'https://kru.invalid';

/**
 * `next` as a path on this site (path, query and hash), or null for anything else: only a relative path starting
 * with one `/` is taken, and it must stay on the same origin once resolved, so `//evil.example`,
 * `/\evil.example`, `https://evil.example` or `javascript:` can never send anyone away.
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` of a URL's query (`/auth/sign-up?role=student&next=%2Fcourses...`), made safe. */
export function returnPathOf(path: string): string | null {
  const query = path.split('#')[0]?.split('?')[1];
  return query ? safeReturnPath(new URLSearchParams(query).get(RETURN_PATH_PARAM)) : null;
}

/** A link to `page` (sign-in or sign-up, with its own query) that comes back to `returnTo` afterwards. */
export function withReturnPath(page: string, returnTo: string): string {
  const [pathname, query = ''] = page.split('?');
  const params = new URLSearchParams(query);
  params.set(RETURN_PATH_PARAM, returnTo);
  return `${pathname}?${params}`;
}
