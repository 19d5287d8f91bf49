import { screen } from '@testing-library/react';
import { toStampDuty } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { StampDutyBreakdown } from './StampDutyBreakdown';

describe('StampDutyBreakdown', () => {
  it('shows each line, the total, who pays and the working', () => {
    renderWithTheme(
      <StampDutyBreakdown stampDuty={toStampDuty({ monthlyRentSen: 850_00, termMonths: 6 }, 'tenant')} />,
    );
    expect(
      screen.getByText('Agreement: 41 × RM250 (or part) of annual rent RM10,200 × RM1 (term up to 1 year)'),
    ).toBeTruthy();
    expect(screen.getByText('1 duplicate copy × RM10')).toBeTruthy();
    expect(screen.getByText('Stamp duty (paid by the tenant)')).toBeTruthy();
    expect(screen.getByText('RM51')).toBeTruthy();
    expect(screen.getByText(/RM850 × 12 = RM10,200 annual rent; 41 units of RM250/)).toBeTruthy();
  });
});
