/**
 * The listing's fixed lists and bounds (issue 28): furnishing, amenities, gender rules, sorts, filter keys and the like,
 * in a module without zod. The public pages import these on their first visit, and any import from a module that
 * builds zod schemas at load keeps zod in that first visit (e2e/public-rendering.spec.ts: "must not load zod up front").
 * The schemas that use them are in listing-facts.ts and listing-filters.ts.
 */
export const FURNISHINGS = ['unfurnished', 'partly_furnished', 'fully_furnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

export const AMENITIES = [
  'aircon',
  'water_heater',
  'washing_machine',
  'fridge',
  'wifi',
  'pool',
  'gym',
  'security_24h',
  'playground',
  'covered_parking',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** What the tenants of a room rental share. */
export const SHARED_FACILITIES = [
  'kitchen',
  'living_room',
  'dining_area',
  'washing_machine',
  'fridge',
  'wifi',
  'balcony',
  'laundry_area',
] as const;
export type SharedFacility = (typeof SHARED_FACILITIES)[number];

export const GENDER_RULES = ['any', 'female', 'male'] as const;
export type GenderRule = (typeof GENDER_RULES)[number];

export const ROOM_SIZE_CLASSES = ['master', 'middle', 'small'] as const;
export type RoomSizeClass = (typeof ROOM_SIZE_CLASSES)[number];

/** Bounds the server enforces (the database checks the same). */
export const FACT_BOUNDS = {
  bedrooms: { min: 0, max: 20 },
  bathrooms: { min: 0, max: 20 },
  builtUpSqft: { min: 50, max: 50_000 },
  floorLevel: { min: -5, max: 150 },
  parkingBays: { min: 0, max: 20 },
  roomSqft: { min: 20, max: 2_000 },
  utilityDepositMonths: { min: 0, max: 3 },
} as const;
export const DEFAULT_UTILITY_DEPOSIT_MONTHS = 0.5;
/** Coordinates must fall in Malaysia (peninsula, Sabah, Sarawak): a typo or a swapped pair is refused. */
export const MALAYSIA_BOUNDS = { minLat: 0.8, maxLat: 7.5, minLng: 99.5, maxLng: 119.5 } as const;
/** The verified badge shows while the facts were confirmed at most this many days ago. */
export const FACTS_VERIFIED_DAYS = 30;
/** Walking minutes the station filter offers; the server keeps every station within the largest. */
export const STATION_WALK_MINUTES = [5, 10, 15] as const;
export const NEAREST_STATIONS_SHOWN = 3;

export const STATION_KINDS = ['LRT', 'MRT', 'Monorail', 'KTM Komuter', 'BRT'] as const;
export type StationKind = (typeof STATION_KINDS)[number];
/**
 * The rail lines of the shipped stations dataset (the server's lib/stations/stations-data.ts RAIL_LINES; a test keeps
 * them equal), so each line's name is in the message catalogue in English and BM (`listingFacts.stationLines`).
 */
export const STATION_LINE_IDS = ['KJ', 'AG', 'SP', 'KG', 'PY', 'MR', 'BRT', 'KP', 'KS'] as const;
export type StationLineId = (typeof STATION_LINE_IDS)[number];
export const isStationLineId = (id: string): id is StationLineId =>
  (STATION_LINE_IDS as readonly string[]).includes(id);

export const LISTING_SORTS = ['newest', 'oldest', 'name', 'price_asc', 'price_desc', 'size', 'price_per_sqft'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The sorts a renter picks on the listing (oldest and name stay for the admin's pickers). */
export const LISTING_PUBLIC_SORTS = ['newest', 'price_asc', 'price_desc', 'size', 'price_per_sqft'] as const;
/** Walking minutes to the station when `station` or `line` is given without `walk`. */
export const DEFAULT_STATION_WALK = 10;

/** The listing's filter keys as they appear in the URL (the web keeps them there; the server reads the same). */
export const LISTING_FILTER_KEYS = [
  'q',
  'type',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'furnishing',
  'amenities',
  'pets',
  'gender',
  'privateBathroom',
  'ownAircon',
  'availableBy',
  'station',
  'line',
  'walk',
  'sort',
] as const;
export type ListingFilterKey = (typeof LISTING_FILTER_KEYS)[number];
