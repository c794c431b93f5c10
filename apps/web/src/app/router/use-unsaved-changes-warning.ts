import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { dialogs } from '../overlays/dialogs.ts';

/**
 * While `isDirty`, leaving the page asks first: in-app navigation through a confirm dialog, closing or
 * reloading the tab through the browser's own prompt.
 */
export function useUnsavedChangesWarning(isDirty: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const isBlocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!isBlocked) return;
    let settled = false;
    void dialogs.confirm({
      title: t('unsaved.title'),
      children: t('unsaved.message'),
      labels: { confirm: t('unsaved.leave'), cancel: t('unsaved.stay') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        settled = true;
        blockerRef.current.proceed?.();
      },
      onClose: () => {
        if (!settled) blockerRef.current.reset?.();
      },
    });
  }, [isBlocked, t]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
