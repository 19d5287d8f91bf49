import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUSES } from './constants.js';
import { canTransitionComplaint, complaintFormSchema, updateComplaintBodySchema } from './complaints.js';

describe('canTransitionComplaint', () => {
  it('allows only Waiting for Response → In Handling → Handled', () => {
    const allowed = COMPLAINT_STATUSES.flatMap((from) =>
      COMPLAINT_STATUSES.filter((to) => canTransitionComplaint(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual(['Waiting for Response → In Handling', 'In Handling → Handled']);
  });
});

describe('complaint schemas', () => {
  it('trims and requires title and description', () => {
    expect(complaintFormSchema.parse({ title: ' Leak ', description: ' Drips ' })).toEqual({
      title: 'Leak',
      description: 'Drips',
    });
    const result = complaintFormSchema.safeParse({ title: '  ', description: '' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Description is required',
    ]);
  });

  it('turns an empty resolution into null', () => {
    expect(updateComplaintBodySchema.parse({ status: 'Handled', resolutionDetails: '   ' })).toEqual({
      status: 'Handled',
      resolutionDetails: null,
    });
  });
});
