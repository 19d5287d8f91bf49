import { screen } from '@testing-library/react';
import { toStampDuty } from '@sewamudah/shared';
import ms from 'virtual:i18n/ms';
import en from 'virtual:i18n/en';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { StampDutyBreakdown } from './stamp-duty-breakdown';

const contract = {
  rentAmount: 850,
  stayLength: 6,
  stampDuty: toStampDuty({ monthlyRentSen: 850_00, termMonths: 6 }, 'tenant'),
};

afterEach(() => activateCatalogue('en', en));

describe('StampDutyBreakdown', () => {
  it('shows each line, the total, who pays and the working', () => {
    renderWithTheme(<StampDutyBreakdown contract={contract} />);
    // The same words as the server's calculation (the contract DTO's lines).
    expect(screen.getByText(contract.stampDuty.lines[0]!.label)).toBeTruthy();
    expect(
      screen.getByText('Agreement: 41 × RM250 (or part) of annual rent RM10,200 × RM1 (term up to 1 year)'),
    ).toBeTruthy();
    expect(screen.getByText('1 duplicate copy × RM10')).toBeTruthy();
    expect(screen.getByText('Stamp duty (paid by the tenant)')).toBeTruthy();
    expect(screen.getByText('RM51')).toBeTruthy();
    expect(
      screen.getByText(
        /^RM850 × 12 = RM10,200 annual rent; 41 units of RM250 × RM1 \(term up to 1 year\) = RM41 \+ 1 × RM10 duplicate = RM51\. The agreement/,
      ),
    ).toBeTruthy();
  });

  it('speaks Bahasa Malaysia, with the same amounts and SPEC formats', () => {
    activateCatalogue('ms', ms);
    renderWithTheme(
      <StampDutyBreakdown
        contract={{ ...contract, stayLength: 24, stampDuty: { ...contract.stampDuty, payer: 'landlord' } }}
      />,
    );
    expect(
      screen.getByText(
        'Perjanjian: 41 × RM250 (atau sebahagiannya) daripada sewa tahunan RM10,200 × RM2 (tempoh melebihi 1 tahun hingga 3 tahun)',
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 salinan pendua × RM10')).toBeTruthy();
    expect(screen.getByText('Duti setem (dibayar oleh Tuan Rumah)')).toBeTruthy();
    expect(screen.getByText('RM92')).toBeTruthy();
    expect(screen.getByText(/^RM850 × 12 = sewa tahunan RM10,200; 41 unit RM250 × RM2/)).toBeTruthy();
  });
});
