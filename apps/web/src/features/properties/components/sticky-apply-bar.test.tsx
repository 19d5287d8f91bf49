/** A listing's first screen on a phone had no Apply action (issue 23): the sticky bar leads to the apply panel. */
import { screen } from '@testing-library/react';
import ms from 'virtual:i18n/ms';
import en from 'virtual:i18n/en';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { APPLY_PANEL_ANCHOR, StickyApplyBar } from './sticky-apply-bar';

afterEach(() => activateCatalogue('en', en));

describe('StickyApplyBar', () => {
  it('is a link to the apply panel’s anchor (works before hydration)', () => {
    renderWithTheme(<StickyApplyBar />);
    const apply = screen.getByRole('link', { name: 'Apply now' });
    expect(APPLY_PANEL_ANCHOR).toBe('apply');
    expect(apply.getAttribute('href')).toBe('#apply');
  });

  it('speaks BM', () => {
    activateCatalogue('ms', ms);
    renderWithTheme(<StickyApplyBar />);
    expect(screen.getByRole('link', { name: 'Mohon sekarang' })).toBeTruthy();
  });
});
