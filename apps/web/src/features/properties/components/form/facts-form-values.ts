/** The facts part of the Add/Edit Property form (issue 28 §1): as typed, and the `facts` JSON the server checks. */
import type { Property, PropertyFactsInput, RoomFacts, RoomFactsInput } from '@sewamudah/shared';

export type YesNo = '' | 'yes' | 'no';

export interface FactsFormValue {
  bedrooms: string;
  bathrooms: string;
  builtUpSqft: string;
  furnishing: string;
  floorLevel: string;
  parkingBays: string;
  utilitiesIncluded: YesNo;
  availableFrom: string;
  amenities: string[];
  pets: YesNo;
  smoking: YesNo;
  cooking: YesNo;
  genderRule: string;
  sharedFacilities: string[];
  utilityDepositMonths: string;
  latitude: string;
  longitude: string;
}

export interface RoomFactsFormValue {
  sizeClass: string;
  sqft: string;
  privateBathroom: YesNo;
  window: YesNo;
  ownAircon: YesNo;
  availableFrom: string;
}

export const emptyFacts = (): FactsFormValue => ({
  bedrooms: '',
  bathrooms: '',
  builtUpSqft: '',
  furnishing: '',
  floorLevel: '',
  parkingBays: '',
  utilitiesIncluded: '',
  availableFrom: '',
  amenities: [],
  pets: '',
  smoking: '',
  cooking: '',
  genderRule: 'any',
  sharedFacilities: [],
  utilityDepositMonths: '0.5',
  latitude: '',
  longitude: '',
});

export const emptyRoomFacts = (): RoomFactsFormValue => ({
  sizeClass: '',
  sqft: '',
  privateBathroom: '',
  window: '',
  ownAircon: '',
  availableFrom: '',
});

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const yesNo = (value: boolean | null | undefined): YesNo => (value === true ? 'yes' : value === false ? 'no' : '');

export function factsToFormValue(property: Property): FactsFormValue {
  const f = property.facts;
  if (!f) return emptyFacts();
  return {
    bedrooms: text(f.bedrooms),
    bathrooms: text(f.bathrooms),
    builtUpSqft: text(f.builtUpSqft),
    furnishing: f.furnishing ?? '',
    floorLevel: text(f.floorLevel),
    parkingBays: text(f.parkingBays),
    utilitiesIncluded: yesNo(f.utilitiesIncluded),
    availableFrom: f.availableFrom ?? '',
    amenities: [...f.amenities],
    pets: yesNo(f.houseRules.pets),
    smoking: yesNo(f.houseRules.smoking),
    cooking: yesNo(f.houseRules.cooking),
    genderRule: f.genderRule,
    sharedFacilities: [...f.sharedFacilities],
    utilityDepositMonths: String(f.utilityDepositMonths),
    latitude: text(property.location?.latitude),
    longitude: text(property.location?.longitude),
  };
}

export function roomFactsToFormValue(facts: RoomFacts | undefined): RoomFactsFormValue {
  if (!facts) return emptyRoomFacts();
  return {
    sizeClass: facts.sizeClass ?? '',
    sqft: text(facts.sqft),
    privateBathroom: yesNo(facts.privateBathroom),
    window: yesNo(facts.window),
    ownAircon: yesNo(facts.ownAircon),
    availableFrom: facts.availableFrom ?? '',
  };
}

/** '' → null (not stated); a number as typed, or the text itself so the server names the field. */
const num = (value: string): number | null | string => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
};
const bool = (value: YesNo): boolean | null => (value === '' ? null : value === 'yes');

/** What the form sends as `facts` (unit-only facts left out of a room rental, room-only facts out of a unit). */
export function factsPayload(values: FactsFormValue, type: Property['type']): PropertyFactsInput {
  const unit = type === 'Unit Rental';
  return {
    ...(unit
      ? {
          bedrooms: num(values.bedrooms),
          bathrooms: num(values.bathrooms),
          builtUpSqft: num(values.builtUpSqft),
          availableFrom: values.availableFrom || null,
        }
      : { genderRule: values.genderRule, sharedFacilities: values.sharedFacilities }),
    furnishing: values.furnishing || null,
    floorLevel: num(values.floorLevel),
    parkingBays: num(values.parkingBays),
    utilitiesIncluded: bool(values.utilitiesIncluded),
    amenities: values.amenities,
    houseRules: { pets: bool(values.pets), smoking: bool(values.smoking), cooking: bool(values.cooking) },
    utilityDepositMonths: num(values.utilityDepositMonths) ?? 0.5,
    latitude: num(values.latitude),
    longitude: num(values.longitude),
  } as PropertyFactsInput;
}

export function roomFactsPayload(values: RoomFactsFormValue): RoomFactsInput {
  return {
    sizeClass: values.sizeClass || null,
    sqft: num(values.sqft),
    privateBathroom: bool(values.privateBathroom),
    window: bool(values.window),
    ownAircon: bool(values.ownAircon),
    availableFrom: values.availableFrom || null,
  } as RoomFactsInput;
}
