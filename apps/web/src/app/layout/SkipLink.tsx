import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** Where the skip link lands: the page's main region (focusable by script, not by Tab). */
export const MAIN_CONTENT_ID = 'main-content';

/** The first Tab stop of every page: straight to the page's content, past the header and the menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.link} href={`#${MAIN_CONTENT_ID}`}>
      {t('nav.skipToContent')}
    </a>
  );
}
