/**
 * "Near a station" in the listing's filter sheet (issue 28 §2): one searchable select of the shipped rail dataset
 * (GET /api/stations), grouped by line, where each line offers "any station on the line" and then its stations; and
 * the walk, 5, 10 or 15 minutes. Part of the lazily loaded sheet: the stations are asked for only once it is open.
 */
import { type ComboboxParsedItem, type OptionsFilter, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DEFAULT_STATION_WALK, isStationLineId, STATION_WALK_MINUTES } from '@sewamudah/shared';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n';
import { useGetStationsQuery } from '../stations-api';

export interface StationChoice {
  station: string | null;
  line: string | null;
  walk: number | null;
}

interface StationFilterProps extends StationChoice {
  onChange: (change: StationChoice) => void;
}

/** The select's value: `station:KJ13` or `line:KJ` (a code and a line id may look alike). */
const valueOf = ({ station, line }: Pick<StationChoice, 'station' | 'line'>) =>
  station ? `station:${station}` : line ? `line:${line}` : null;

/** Matches the typed text in a line's name (the whole line is kept) or in an option (code or name). */
export const stationSearch: OptionsFilter = ({ options, search }) => {
  const text = search.trim().toLowerCase();
  if (!text) return options;
  return options.flatMap((entry): ComboboxParsedItem[] => {
    if (!('group' in entry)) return entry.label.toLowerCase().includes(text) ? [entry] : [];
    if (
      String(entry.group ?? '')
        .toLowerCase()
        .includes(text)
    )
      return [entry];
    const items = entry.items.filter((item) => item.label.toLowerCase().includes(text));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
};

export function StationFilter({ station, line, walk, onChange }: StationFilterProps) {
  const t = useT();
  const { data: lines, isLoading, isError } = useGetStationsQuery();
  const data = useMemo(
    () =>
      (lines ?? []).map((l) => {
        // The line's name in the reader's language; the dataset's English name for a line the catalogue lacks.
        const name = isStationLineId(l.id) ? t(`listingFacts.stationLines.${l.id}`) : l.name;
        return {
          group: t('listingFiltersUi.lineGroup', { name, kind: l.kind }),
          items: [
            { value: `line:${l.id}`, label: t('listingFiltersUi.anyLine', { line: name }) },
            ...l.stations.map((s) => ({
              value: `station:${s.code}`,
              label: t('listingFiltersUi.stationOption', { code: s.code, name: s.name }),
            })),
          ],
        };
      }),
    [lines, t],
  );
  const near = Boolean(station || line);
  const choose = (value: string | null) => {
    const [kind, id = null] = value ? value.split(':') : [];
    if (kind === 'station') onChange({ station: id, line: null, walk: walk ?? DEFAULT_STATION_WALK });
    else if (kind === 'line') onChange({ station: null, line: id, walk: walk ?? DEFAULT_STATION_WALK });
    else onChange({ station: null, line: null, walk: null });
  };

  return (
    <Stack gap={6}>
      <Select
        label={t('listingFiltersUi.near')}
        placeholder={isLoading ? t('listingFiltersUi.stationsLoading') : t('listingFiltersUi.stationPlaceholder')}
        data={data}
        value={valueOf({ station, line })}
        onChange={choose}
        searchable
        clearable
        // Mantine hides its clear button from assistive technology and the keyboard; here it is the way back to "any".
        clearButtonProps={{ 'aria-label': t('listingFiltersUi.clearStation'), 'aria-hidden': false, tabIndex: 0 }}
        filter={stationSearch}
        nothingFoundMessage={t('listingFiltersUi.noStation')}
        maxDropdownHeight={260}
        disabled={isLoading}
        error={isError ? t('listingFiltersUi.stationsFailed') : undefined}
        // Above the sheet (not clipped by its scrolling), on the side with room: above the field once the phone's
        // keyboard takes the lower half.
        comboboxProps={{ position: 'bottom', middlewares: { flip: true, shift: true } }}
      />
      <Text size="sm" fw={500} id="sheet-walk">
        {t('listingFiltersUi.walk')}
      </Text>
      <SegmentedControl
        aria-labelledby="sheet-walk"
        aria-describedby={near ? undefined : 'sheet-walk-hint'}
        fullWidth
        disabled={!near}
        data={STATION_WALK_MINUTES.map((minutes) => ({
          value: String(minutes),
          label: t('listingFiltersUi.walkShort', { minutes }),
        }))}
        value={String(walk ?? DEFAULT_STATION_WALK)}
        onChange={(value) => onChange({ station, line, walk: Number(value) })}
      />
      {near ? null : (
        <Text size="xs" c="dimmed" id="sheet-walk-hint">
          {t('listingFiltersUi.walkNeedsStation')}
        </Text>
      )}
    </Stack>
  );
}
