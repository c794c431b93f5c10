import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageTitleKey } from './page-title.ts';
import type { RouteHandle } from './types.ts';

const BRAND = 'Kru';

/** Names the browser tab after the page (the key the page set, else `titleKey` of its route). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const pageTitleKey = usePageTitleKey();
  const titleKey = pageTitleKey ?? (matches.at(-1)?.handle as RouteHandle | undefined)?.titleKey;
  const title = titleKey ? `${t(titleKey)} · ${BRAND}` : BRAND;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
