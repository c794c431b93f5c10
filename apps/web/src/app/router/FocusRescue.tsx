import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from '../layout/SkipLink.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Focused {
  element: HTMLElement;
  /** Its ancestors when it took the focus, nearest first: they stay known after it is taken out of the page. */
  ancestors: HTMLElement[];
  pathname: string;
}

function ancestorsOf(element: HTMLElement): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    chain.push(node);
  }
  return chain;
}

const isDisabled = (element: HTMLElement) => element.matches(':disabled');
const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

function focusables(within: ParentNode): HTMLElement[] {
  return [...within.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]'),
  );
}

/** The page's heading, else its main region (both made focusable by script only, as on a new page). */
function pageStart(main: HTMLElement): HTMLElement {
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * Where the focus goes instead of a control that left the page: the first control of the nearest section of the
 * page that is still there (the next card of a list, the list's empty state), else the page's heading (rather than
 * a control at the top of the page, far from where the person was).
 */
function replacementForRemoved(lost: Focused, main: HTMLElement): HTMLElement {
  const heading = main.querySelector('h1');
  for (const ancestor of lost.ancestors) {
    if (ancestor.contains(main) || ancestor === main || (heading && ancestor.contains(heading))) break;
    if (!ancestor.isConnected) continue;
    const [first] = focusables(ancestor);
    if (first) return first;
  }
  return pageStart(main);
}

/** Instead of a control that became disabled: the next control after it in its dialog or page, else the last one. */
function replacementForDisabled(element: HTMLElement, main: HTMLElement): HTMLElement {
  const all = focusables(element.closest<HTMLElement>('[role="dialog"]') ?? main);
  const after = all.find(
    (other) => element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return after ?? all.at(-1) ?? pageStart(main);
}

/**
 * Keeps the keyboard focus in the page when the focused control goes away (a cancelled session's card, a dialog's
 * opener that is gone when the dialog closes, a dialog removed without closing) or becomes disabled (a button busy with its request): the browser
 * would drop it to the page's body, and the next Tab would start again from the top. A control that was only
 * disabled for a while gets the focus back when it is enabled again, if the person has not moved on. A move to
 * another page is left to FocusOnNavigation.
 */
export function FocusRescue() {
  useEffect(() => {
    /** The last focused control outside any dialog (a dialog's opener while it is open). */
    let last: Focused | null = null;
    /** The last focused control anywhere. */
    let current: HTMLElement | null = null;
    let lent: { owner: HTMLElement; holder: HTMLElement } | null = null;
    let frame = 0;

    const onFocusIn = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof HTMLElement)) return;
      current = element;
      // A dialog keeps the focus inside itself (Mantine's focus trap); what matters is the control that opened it.
      if (!element.closest('[role="dialog"]')) {
        last = { element, ancestors: ancestorsOf(element), pathname: window.location.pathname };
      }
    };

    const check = () => {
      frame = 0;
      if (lent && !isDisabled(lent.owner) && lent.owner.isConnected) {
        if (document.activeElement === lent.holder || focusIsLost())
          lent.owner.focus({ preventScroll: true });
        lent = null;
      }
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (!current || !last || !main || !focusIsLost() || last.pathname !== window.location.pathname) return;
      if (current.isConnected && isDisabled(current)) {
        const holder = replacementForDisabled(current, main);
        holder.focus({ preventScroll: true });
        lent = { owner: current, holder };
        return;
      }
      // The focus was in a dialog that is gone: back to its opener (Mantine does it too, but not for a dialog
      // taken out of the page while open), or near where the opener was if it went as well.
      const fromGoneDialog = current !== last.element && !document.querySelector('[role="dialog"]');
      const { element } = last;
      if (fromGoneDialog && element.isConnected && !isDisabled(element)) {
        element.focus({ preventScroll: true });
      } else if (!element.isConnected && (fromGoneDialog || current === element)) {
        replacementForRemoved(last, main).focus({ preventScroll: true });
      }
    };

    const observer = new MutationObserver(() => {
      if (!frame) frame = window.requestAnimationFrame(check);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      window.cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
