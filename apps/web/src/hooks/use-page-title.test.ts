import { catalogues } from '@sewamudah/shared/i18n';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, SCREEN_NAMES, screenKey } from './use-page-title';

describe('page titles', () => {
  it('has a catalogue entry for every screen, in both languages', () => {
    const missing = SCREEN_NAMES.filter(
      (screen) => !catalogues.en[screenKey(screen)] || !catalogues.ms[screenKey(screen)],
    );
    expect(missing).toEqual([]);
    expect(SCREEN_NAMES.filter((screen) => catalogues.en[screenKey(screen)] !== screen)).toEqual([]);
  });

  it('keeps the SPEC title in English', () => {
    expect(formatPageTitle('Sign and Pay')).toBe('Sign and Pay | SewaMudah');
    expect(formatPageTitle('FAQ')).toBe('FAQ | SewaMudah');
  });
});
