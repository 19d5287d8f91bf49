import { useT } from '@/lib/i18n';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of each layout: keyboard users jump past the header and menus. */
export function SkipLink() {
  const t = useT();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('nav.skipToContent')}
    </a>
  );
}
