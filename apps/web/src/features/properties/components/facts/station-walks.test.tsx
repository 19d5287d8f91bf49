/** Issue 28 §1: the nearest stations read as distinct stations; an interchange once, with all its lines' codes. */
import { screen } from '@testing-library/react';
import type { NearbyStation, NearbyStationLine, Property } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '@/lib/i18n/i18n';
import { renderWithTheme } from '@/test/render';
import { StationWalks } from './listing-facts-text';

const platform = (code: string, kind: NearbyStationLine['kind'], meters: number): NearbyStationLine => ({
  code,
  line: code.replace(/\d+A?$/, ''),
  lineName: `${code} line`,
  kind,
  meters,
  minutes: Math.max(1, Math.ceil(meters / 80)),
});
const station = (name: string, ...lines: NearbyStationLine[]): NearbyStation => ({
  ...lines[0]!,
  name,
  lines,
});

// Beside Masjid Jamek, as the API answers (property-facts.int.test.ts): three stations, not Masjid Jamek three times.
const property = {
  _id: 'p1',
  location: {
    latitude: 3.1494,
    longitude: 101.6961,
    stations: [
      station('Masjid Jamek', platform('AG7', 'LRT', 40), platform('SP7', 'LRT', 40), platform('KJ13', 'LRT', 110)),
      station('Bandaraya', platform('AG6', 'LRT', 920), platform('SP6', 'LRT', 920)),
      station('Pasar Seni', platform('KJ14', 'LRT', 1010), platform('KG16', 'MRT', 1030)),
    ],
  },
} as unknown as Property;

afterEach(() => activateCatalogue('en', en));

describe('StationWalks', () => {
  it('shows each station once with every line of an interchange, nearest platform first', () => {
    renderWithTheme(<StationWalks property={property} all />);
    expect(screen.getAllByText(/min walk/).map((el) => el.textContent)).toEqual([
      '1 min walk (40 m) to AG7/SP7/KJ13 Masjid Jamek LRT',
      '12 min walk (920 m) to AG6/SP6 Bandaraya LRT',
      '13 min walk (1,010 m) to KJ14/KG16 Pasar Seni LRT/MRT',
    ]);
  });

  it('shows the nearest station alone on the card, in BM', () => {
    activateCatalogue('ms', ms);
    renderWithTheme(<StationWalks property={property} />);
    expect(screen.getByText(/berjalan kaki/).textContent).toBe(
      '1 min berjalan kaki (40 m) ke AG7/SP7/KJ13 Masjid Jamek LRT',
    );
    expect(screen.queryByText(/Bandaraya/)).toBeNull();
  });

  it('reads a single-line station as before', () => {
    const single = {
      location: { latitude: 3.16, longitude: 101.71, stations: [station('KLCC', platform('KJ10', 'LRT', 570))] },
    } as unknown as Property;
    renderWithTheme(<StationWalks property={single} />);
    expect(screen.getByText(/min walk/).textContent).toBe('8 min walk (570 m) to KJ10 KLCC LRT');
  });

  it('says a KTM Komuter trunk code once though both Komuter lines stop there', () => {
    const komuter = (line: string, meters: number): NearbyStationLine => ({
      ...platform('KA01', 'KTM Komuter', meters),
      line,
      lineName: `${line} line`,
    });
    const sentral = {
      location: {
        latitude: 3.1342,
        longitude: 101.6862,
        stations: [
          station(
            'KL Sentral',
            komuter('KP', 10),
            komuter('KS', 10),
            platform('KJ15', 'LRT', 30),
            platform('MR1', 'Monorail', 300),
          ),
        ],
      },
    } as unknown as Property;
    renderWithTheme(<StationWalks property={sentral} />);
    expect(screen.getByText(/min walk/).textContent).toBe(
      '1 min walk (10 m) to KA01/KJ15/MR1 KL Sentral KTM Komuter/LRT/Monorail',
    );
  });
});
