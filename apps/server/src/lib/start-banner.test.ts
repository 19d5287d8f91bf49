import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import { startBanner } from './start-banner.js';

describe('start banner', () => {
  it('shows the URL and the demo log-ins in development', () => {
    const banner = startBanner({ isProduction: false, seedDemoData: true, publicUrl: 'http://localhost:3000' });
    expect(banner).toContain('SewaMudah is running at http://localhost:3000');
    expect(banner).toContain('admin@sewamudah.my');
    expect(banner).toContain(DEMO_PASSWORD);
  });

  it('never shows a password in production, even with demo data', () => {
    const banner = startBanner({ isProduction: true, seedDemoData: true, publicUrl: 'https://sewamudah.my' });
    expect(banner).toContain('SewaMudah is running at https://sewamudah.my');
    expect(banner).not.toContain(DEMO_PASSWORD);
    expect(banner).not.toContain('Demo log-ins');
  });
});
