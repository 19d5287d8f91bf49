import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SIDEBAR_LINKS } from './nav-config';

describe('signed-in navigation', () => {
  it('takes a tenant to the listings ("Find a home", issue 23)', () => {
    expect(SIDEBAR_LINKS.customer.find((link) => link.label === 'nav.findHome')?.to).toBe(paths.listing());
  });

  it('keeps the admin menu of SPEC §2', () => {
    expect(SIDEBAR_LINKS.admin.some((link) => link.label === 'nav.findHome')).toBe(false);
  });
});
