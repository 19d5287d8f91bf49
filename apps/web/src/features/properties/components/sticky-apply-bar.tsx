/**
 * A phone's Apply action (issue 23): the apply panel sits below the photos and the description, so the first screen
 * had none. This bar, fixed at the bottom below Mantine's `md` breakpoint, is a plain link to the panel's anchor: it
 * works before hydration, the router's scroll restoration brings the panel into view (which loads it), and it is
 * markup and CSS only, since it is part of the detail page's first visit (ADR 24, e2e/public-rendering.spec.ts budget).
 */
import { useT } from '@/lib/i18n';
import classes from './sticky-apply-bar.module.css';

/** The id of the element around the apply panel, which the bar leads to. */
export const APPLY_PANEL_ANCHOR = 'apply';

export function StickyApplyBar() {
  const t = useT();
  return (
    <div className={classes.root}>
      <a href={`#${APPLY_PANEL_ANCHOR}`} className={classes.bar}>
        {t('propertyView.applyNow')}
      </a>
    </div>
  );
}
