import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../layout/SkipLink.tsx';

const TRIES = 30;
const EVERY_MS = 100;

/**
 * After a move to another page (not on the first load, not on a change of query string within a page), the
 * keyboard focus goes to the new page's heading, so that a screen reader reads where the person now is and the
 * next Tab starts in the page, not on a link of the menu that may be gone. Pages load in parts: the heading is
 * looked for until it appears, then the main region is focused instead. A focus already inside the page (a field
 * that focuses itself, a click) is left where it is.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const main = document.getElementById(MAIN_CONTENT_ID);
      // The page put the focus where it belongs (a field that focuses itself) or the person already clicked into
      // it: that focus is kept, never taken away mid-typing.
      const focused = document.activeElement;
      if (main && focused && focused !== main && main.contains(focused)) {
        window.clearInterval(timer);
        return;
      }
      const heading = main?.querySelector<HTMLElement>('h1');
      const target = heading ?? (tries >= TRIES ? main : null);
      if (!target && tries < TRIES) return;
      window.clearInterval(timer);
      if (!target || target.contains(document.activeElement)) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [pathname]);
  return null;
}
