import { describe, expect, it } from 'vitest';
import { readApplyDraft, writeApplyDraft } from './apply-draft';

describe('apply draft in the URL', () => {
  it('round-trips start date, stay length and room', () => {
    const params = writeApplyDraft(new URLSearchParams('x=1'), {
      startDate: '2030-03-01',
      stayLength: '6',
      roomId: 'r1',
    });
    expect(params.toString()).toBe('x=1&start=2030-03-01&stay=6&room=r1');
    expect(readApplyDraft(params, '2026-11-22', ['r1'])).toEqual({
      startDate: '2030-03-01',
      stayLength: '6',
      roomId: 'r1',
    });
  });

  it('drops a past or malformed date, an unknown stay and a room not offered', () => {
    expect(readApplyDraft(new URLSearchParams('start=2020-01-01&stay=5&room=r2'), '2026-11-22', ['r1'])).toEqual({
      startDate: null,
      stayLength: '3',
      roomId: null,
    });
    expect(readApplyDraft(new URLSearchParams('start=tomorrow'), '2026-11-22', []).startDate).toBeNull();
  });
});
