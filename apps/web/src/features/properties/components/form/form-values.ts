/** Add/Edit Property form values and their conversion to the multipart body of SPEC §7. */
import {
  propertyFactsInputSchema,
  propertyFormSchema,
  roomFactsInputSchema,
  roomInputSchema,
  type RoomFacts,
  type LateClauseType,
  type Property,
  type PropertyType,
} from '@sewamudah/shared';
import { localizeRule } from '@/lib/i18n/localized-resolver';
import {
  emptyFacts,
  emptyRoomFacts,
  factsPayload,
  factsToFormValue,
  roomFactsPayload,
  roomFactsToFormValue,
  type FactsFormValue,
  type RoomFactsFormValue,
} from './facts-form-values';
import { moneyTextToNumber, type MoneyText } from '@/lib/money-text';

export interface RoomFormValue {
  /** Stable React key; `_id` is set for rooms that already exist on the server. */
  key: string;
  _id?: string;
  name: string;
  /** As typed ('' when empty); see lib/money-text. */
  price: MoneyText;
  depositAmount: MoneyText;
  description: string;
  /** Issue 28: the room's facts as typed (absent: the room keeps its stored facts). */
  facts?: RoomFactsFormValue;
}

/** The late-payment clause as typed (ADR 0031); only the fields of the chosen type are sent. */
export interface LateClauseFormValue {
  type: LateClauseType;
  fee: MoneyText;
  rate: string;
  graceDays: string;
  cap: string;
}

export interface PropertyFormValues {
  type: PropertyType;
  name: string;
  address: string;
  description: string;
  /** As typed ('' when empty); see lib/money-text. */
  price: MoneyText;
  depositAmount: MoneyText;
  rooms: RoomFormValue[];
  lateClause: LateClauseFormValue;
  /** Issue 28 §1: the listing's facts as typed. */
  facts: FactsFormValue;
}

export interface ExistingImage {
  url: string;
  thumbnail: string;
}

export const emptyPropertyForm = (): PropertyFormValues => ({
  type: 'Unit Rental',
  name: '',
  address: '',
  description: '',
  price: '',
  depositAmount: '',
  rooms: [],
  lateClause: { type: 'none', fee: '', rate: '', graceDays: '7', cap: '' },
  facts: emptyFacts(),
});

function clauseToFormValue(clause: Property['latePaymentClause']): LateClauseFormValue {
  const base: LateClauseFormValue = { type: 'none', fee: '', rate: '', graceDays: '7', cap: '' };
  if (!clause || clause.type === 'none') return base;
  const shared = {
    graceDays: String(clause.graceDays),
    cap: clause.capPercent === null ? '' : String(clause.capPercent),
  };
  return clause.type === 'fixed'
    ? { ...base, ...shared, type: 'fixed', fee: clause.feeRm }
    : { ...base, ...shared, type: 'interest', rate: String(clause.ratePercent) };
}

/** Form field of a clause field the schema names (`latePaymentClause.feeRm` → `lateClause.fee`). */
const CLAUSE_FIELDS: Record<string, keyof LateClauseFormValue> = {
  type: 'type',
  feeRm: 'fee',
  ratePercent: 'rate',
  graceDays: 'graceDays',
  capPercent: 'cap',
};
export const formErrorKey = (path: string): string => {
  const [head, field] = path.split('.');
  return head === 'latePaymentClause' ? `lateClause.${CLAUSE_FIELDS[field ?? ''] ?? 'type'}` : path;
};

const clausePayload = (clause: LateClauseFormValue) => {
  const common = { graceDays: clause.graceDays.trim(), capPercent: clause.cap.trim() };
  if (clause.type === 'fixed') return { type: 'fixed', feeRm: moneyTextToNumber(clause.fee) ?? '', ...common };
  if (clause.type === 'interest') return { type: 'interest', ratePercent: clause.rate.trim(), ...common };
  return { type: 'none' };
};

export function propertyToFormValues(property: Property): PropertyFormValues {
  return {
    type: property.type,
    name: property.name,
    address: property.address,
    description: property.description,
    price: property.price ?? '',
    depositAmount: property.depositAmount ?? '',
    lateClause: clauseToFormValue(property.latePaymentClause),
    facts: factsToFormValue(property),
    rooms: property.rooms.map((room) => ({
      key: room._id,
      _id: room._id,
      name: room.name,
      price: room.price,
      depositAmount: room.depositAmount,
      description: room.description ?? '',
      facts: roomFactsToFormValue(room.facts),
    })),
  };
}

const toPayload = (values: PropertyFormValues) => ({
  type: values.type,
  name: values.name,
  address: values.address,
  description: values.description,
  price: moneyTextToNumber(values.price),
  depositAmount: moneyTextToNumber(values.depositAmount),
  rooms: values.rooms.map(({ _id, name, price, depositAmount, description, facts }) => ({
    ...(_id ? { _id } : {}),
    ...(facts ? { facts: roomFactsPayload(facts) } : {}),
    name,
    price: moneyTextToNumber(price),
    depositAmount: moneyTextToNumber(depositAmount),
    description: description || null,
  })),
  latePaymentClause: clausePayload(values.lateClause),
  facts: factsPayload(values.facts, values.type),
});

/** Errors of a room's facts by the shared schema, keyed `facts.<field>` (the server's `rooms.<i>.facts.<field>`). */
function roomFactsErrors(facts: RoomFactsFormValue | undefined): Record<string, string> {
  const result = roomFactsInputSchema.safeParse(roomFactsPayload(facts ?? emptyRoomFacts()));
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[['facts', ...issue.path].join('.')] ??= localizeRule(issue.message);
  }
  return errors;
}

/** The room's facts as the listing shows them, when they are valid (the rooms list's summary line). */
export function roomFactsOf(facts: RoomFactsFormValue | undefined): RoomFacts | undefined {
  if (!facts) return undefined;
  const result = roomFactsInputSchema.safeParse(roomFactsPayload(facts));
  return result.success ? result.data : undefined;
}

/** The same rules the server applies (shared schema); field → message in the active language. */
export function validatePropertyForm(values: PropertyFormValues): Record<string, string> {
  const result = propertyFormSchema.safeParse(toPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[formErrorKey(issue.path.join('.'))] ??= localizeRule(issue.message);
  // Issue 28: the facts by the same shared schema as the server (field names `facts.x`).
  const facts = propertyFactsInputSchema.safeParse(toPayload(values).facts);
  if (!facts.success) {
    for (const issue of facts.error.issues) errors[['facts', ...issue.path].join('.')] ??= localizeRule(issue.message);
  }
  // Each room's facts, under the key the server would answer (`rooms.<i>.facts.<field>`).
  if (values.type === 'Room Rental') {
    values.rooms.forEach((room, index) => {
      for (const [field, message] of Object.entries(roomFactsErrors(room.facts))) {
        errors[`rooms.${index}.${field}`] ??= message;
      }
    });
  }
  return errors;
}

/** The room modal's rules (shared schemas; an empty price reads "is required"), its facts' included. */
export function validateRoom(values: RoomFormValue): Record<string, string> {
  const result = roomInputSchema.safeParse({
    name: values.name,
    price: moneyTextToNumber(values.price),
    depositAmount: moneyTextToNumber(values.depositAmount),
    description: values.description,
  });
  const errors: Record<string, string> = roomFactsErrors(values.facts);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    const empty = moneyTextToNumber(values[field as 'price' | 'depositAmount']) === undefined;
    // The English rule text is adapted first, then shown in the active language.
    errors[field] ??= localizeRule(empty ? issue.message.replace(/must be a number/, 'is required') : issue.message);
  }
  return errors;
}

export function toFormData(
  values: PropertyFormValues,
  files: File[],
  options: { fileField: 'images' | 'newImages'; removeImages?: string[] },
): FormData {
  const payload = toPayload(values);
  const form = new FormData();
  form.append('type', payload.type);
  form.append('name', payload.name.trim());
  form.append('address', payload.address.trim());
  form.append('description', payload.description.trim());
  if (payload.type === 'Unit Rental') {
    if (payload.price !== undefined) form.append('price', String(payload.price));
    if (payload.depositAmount !== undefined) form.append('depositAmount', String(payload.depositAmount));
  } else {
    form.append('rooms', JSON.stringify(payload.rooms));
  }
  form.append('latePaymentClause', JSON.stringify(payload.latePaymentClause));
  form.append('facts', JSON.stringify(payload.facts));
  if (options.removeImages && options.removeImages.length > 0)
    form.append('removeImages', JSON.stringify(options.removeImages));
  for (const file of files) form.append(options.fileField, file, file.name);
  return form;
}
