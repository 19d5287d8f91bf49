/**
 * Move-in (issue 25 §1, docs/decisions/0037): the checklist of a tenancy whose agreement is complete and deposit paid
 * (appointment, key handover, meter readings, move-in report) and the property's move-in package fields.
 */
import { z } from 'zod';
import { inspectionTemplateSchema, INSPECTION_STATUSES } from './inspections.js';

export const MAX_APPOINTMENT_SLOTS = 5;
export const MAX_KEY_ITEMS = 12;
export const UTILITY_PAYERS = ['tenant', 'landlord', 'shared'] as const;
export const UTILITY_KINDS = ['electricity', 'water', 'gas', 'internet', 'sewerage', 'maintenance'] as const;

/** Lengths of the package's fields (characters). */
export const MOVE_IN_TEXT_MAX = {
  houseRules: 4000,
  wifi: 300,
  parking: 1000,
  emergencyContacts: 1000,
  managementContact: 1000,
  inventory: 4000,
  firstWeek: 4000,
  provider: 80,
  account: 60,
  meterNumber: 60,
} as const;

/** The English texts of the package's rules (their BM in the catalogue's `rules.moveIn`). */
export const moveInRuleMessages = {
  unknownUtility: 'Unknown utility',
  choosePayer: 'Choose who pays',
  tooManyUtilities: `List at most ${UTILITY_KINDS.length} utilities`,
  nothingToSave: 'Nothing to save',
};

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

const instantSchema = z.iso.datetime({ offset: true, message: 'A time must be an ISO date-time' });

export const utilitySchema = z.object({
  kind: z.enum(UTILITY_KINDS, { message: moveInRuleMessages.unknownUtility }),
  provider: text('Provider', MOVE_IN_TEXT_MAX.provider),
  account: text('Account number', MOVE_IN_TEXT_MAX.account),
  meterNumber: text('Meter number', MOVE_IN_TEXT_MAX.meterNumber),
  paidBy: z.enum(UTILITY_PAYERS, { message: moveInRuleMessages.choosePayer }),
});
export type Utility = z.infer<typeof utilitySchema>;

/** What the admin edits once per property (house rules, utilities, Wi-Fi, parking, contacts, inventory, first week). */
export const moveInInfoSchema = z.object({
  houseRules: text('House rules', MOVE_IN_TEXT_MAX.houseRules),
  utilities: z.array(utilitySchema).max(UTILITY_KINDS.length, moveInRuleMessages.tooManyUtilities),
  wifi: text('Wi-Fi', MOVE_IN_TEXT_MAX.wifi),
  parking: text('Parking', MOVE_IN_TEXT_MAX.parking),
  emergencyContacts: text('Emergency contacts', MOVE_IN_TEXT_MAX.emergencyContacts),
  managementContact: text('Management contact', MOVE_IN_TEXT_MAX.managementContact),
  inventory: text('Inventory', MOVE_IN_TEXT_MAX.inventory),
  firstWeek: text('First week', MOVE_IN_TEXT_MAX.firstWeek),
});
export type MoveInInfo = z.infer<typeof moveInInfoSchema>;

export const propertyMoveInResponseSchema = z.object({
  moveInInfo: moveInInfoSchema,
  template: inspectionTemplateSchema,
  customTemplate: z.boolean(),
});
export const updatePropertyMoveInBodySchema = z
  .object({
    moveInInfo: moveInInfoSchema.optional(),
    /** null: back to the prefilled default. */
    template: inspectionTemplateSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.moveInInfo !== undefined || body.template !== undefined, {
    message: moveInRuleMessages.nothingToSave,
  });
export type UpdatePropertyMoveInBody = z.infer<typeof updatePropertyMoveInBodySchema>;
export type PropertyMoveIn = z.infer<typeof propertyMoveInResponseSchema>;

export const keyItemSchema = z.object({
  name: z.string().trim().min(1, 'Name each item').max(60, 'An item name must be at most 60 characters'),
  count: z.number().int().min(1, 'A count is at least 1').max(50, 'A count is at most 50'),
});

export const appointmentBodySchema = z.union([
  /** The admin offers slots (the tenant picks one). */
  z.object({ slots: z.array(instantSchema).min(1, 'Offer at least one time').max(MAX_APPOINTMENT_SLOTS) }),
  /** The tenant proposes a time (the admin confirms). */
  z.object({ proposedAt: instantSchema }),
]);
export type AppointmentBody = z.infer<typeof appointmentBodySchema>;
export const confirmAppointmentBodySchema = z.object({ at: instantSchema });

export const keyHandoverBodySchema = z.object({
  items: z.array(keyItemSchema).min(1, 'Record at least one item').max(MAX_KEY_ITEMS),
  handedAt: instantSchema,
});

export const moveInSchema = z.object({
  contractId: z.string(),
  /** The agreement is complete (signed by both) and the deposit paid: the checklist applies. */
  ready: z.boolean(),
  appointment: z.object({
    slots: z.array(z.string()),
    proposedBy: z.enum(['admin', 'tenant']).nullable(),
    at: z.string().nullable(),
    adminConfirmedAt: z.string().nullable(),
    tenantConfirmedAt: z.string().nullable(),
    confirmed: z.boolean(),
  }),
  keys: z.object({
    items: z.array(keyItemSchema),
    handedAt: z.string().nullable(),
    confirmedAt: z.string().nullable(),
  }),
  report: z.object({ id: z.string().nullable(), status: z.enum(INSPECTION_STATUSES).nullable() }),
  metersRead: z.boolean(),
  steps: z.object({ appointment: z.boolean(), keys: z.boolean(), meters: z.boolean(), report: z.boolean() }),
  package: z.object({
    address: z.string(),
    propertyName: z.string(),
    roomName: z.string().nullable(),
    info: moveInInfoSchema,
  }),
});
export type MoveIn = z.infer<typeof moveInSchema>;
export const moveInResponseSchema = z.object({ moveIn: moveInSchema });
