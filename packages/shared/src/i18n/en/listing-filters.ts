/**
 * The listing's filters and sorts (issue 28 §2). `listingFilterServer`: what the server answers for a bad value
 * (server only; the same texts as listingFilterMessages in listing-filters.ts). `listingFiltersUi`: the filter sheet
 * and the sort menu (an area: ships with the lazily loaded sheet, not with the listing's first visit).
 */
import { listingFilterMessages as m } from '../../listing-filters.js';

export const enListingFilters = {
  listingFilterServer: { ...m },
  listingFiltersUi: {
    open: 'Filters',
    openWithCount: 'Filters ({count})',
    title: 'Filter homes',
    showHomes: '{count, plural, =0 {No homes match} one {Show # home} other {Show # homes}}',
    showAboutHomes: 'Show about {count, number} homes',
    counting: 'Counting…',
    clear: 'Clear all',
    bedrooms: 'Bedrooms (at least)',
    bathrooms: 'Bathrooms (at least)',
    any: 'Any',
    furnishing: 'Furnishing',
    furnishingValue:
      '{value, select, unfurnished {Unfurnished} partly_furnished {Partly furnished} fully_furnished {Fully furnished} other {Any}}',
    amenities: 'Amenities (all of these)',
    amenity:
      '{value, select, aircon {Aircon} water_heater {Water heater} washing_machine {Washing machine} fridge {Fridge} wifi {Wi-Fi} pool {Pool} gym {Gym} security_24h {24-hour security} playground {Playground} covered_parking {Covered parking} other {{value}}}',
    pets: 'Pets allowed',
    gender: 'Tenants',
    genderValue: '{value, select, any {Anyone} female {Female only} male {Male only} other {Any}}',
    rooms: 'Room',
    privateBathroom: 'Private bathroom',
    ownAircon: 'Own aircon',
    availableBy: 'Move in by',
    near: 'Near a station',
    station: 'Station or line',
    stationPlaceholder: 'Any station',
    walk: 'Walk',
    walkMinutes: 'Within {minutes} min walk',
    anyLine: 'Any station on the {line}',
    walkShort: '{minutes} min',
    lineGroup: '{name} ({kind})',
    stationOption: '{code} {name}',
    stationsLoading: 'Loading stations…',
    stationsFailed: 'The stations could not be loaded. Close the filters and open them again to retry.',
    noStation: 'No station or line matches',
    clearStation: 'Clear the station',
    walkNeedsStation: 'Choose a station or a line first.',
    sort: 'Sort by',
    sortValue:
      '{value, select, newest {Newest} price_asc {Price: low to high} price_desc {Price: high to low} size {Size: largest first} price_per_sqft {Price per sq ft: lowest first} other {Newest}}',
  },
};
