import { describe, expect, it } from 'vitest';
import { inspectionStartRefusal } from './inspections.js';

const running = { status: 'Active', endDate: '2027-06-30' };
const ended = { status: 'Ended', endDate: '2026-10-31' };

describe('inspectionStartRefusal (the server rule the tenancy page follows)', () => {
  it('allows a move-in report only on a running tenancy', () => {
    expect(inspectionStartRefusal(running, 'move_in', '2026-11-27', false)).toBeNull();
    expect(inspectionStartRefusal(ended, 'move_in', '2026-11-27', false)).toBe('moveInNotReady');
    expect(
      inspectionStartRefusal({ status: 'Awaiting Payment', endDate: '2027-06-30' }, 'move_in', '2026-11-27', false),
    ).toBe('moveInNotReady');
  });

  it('opens the move-out report with a notice, the last 30 days or the end; never before the tenancy began', () => {
    expect(inspectionStartRefusal(running, 'move_out', '2026-11-27', false)).toBe('moveOutTooEarly');
    expect(inspectionStartRefusal(running, 'move_out', '2026-11-27', true)).toBeNull();
    expect(inspectionStartRefusal(running, 'move_out', '2027-05-31', false)).toBeNull();
    expect(inspectionStartRefusal(ended, 'move_out', '2026-11-27', false)).toBeNull();
    expect(inspectionStartRefusal({ status: 'Cancelled', endDate: '2027-06-30' }, 'move_out', '2026-11-27', true)).toBe(
      'moveOutClosed',
    );
  });
});
