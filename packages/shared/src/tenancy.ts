/**
 * The tenancy timeline (issue 25 §6, docs/decisions/0036): one append-only event per change of a tenancy, written in
 * the change's transaction. `GET /api/contracts/:id/timeline` answers `{ events }` in order.
 */
import { z } from 'zod';

/**
 * Every event type the timeline knows. Modules add theirs here (the web names each through `tenancy.event.<type>`).
 * The column is plain text, so a new type needs no migration.
 */
export const TENANCY_EVENT_TYPES = [
  // Agreement and money (existing paths)
  'accepted',
  'signed',
  'countersigned',
  'completed',
  'activated',
  'charge_added',
  'charge_cancelled',
  'charge_deleted',
  'paid',
  'refund_requested',
  'refunded',
  'ended',
  'cancelled',
  // Move-in (§1) and condition reports (§2)
  'move_in_checklist_opened',
  'appointment_proposed',
  'appointment_confirmed',
  'keys_handed_over',
  'keys_receipt_confirmed',
  'move_in_package_ready',
  'inspection_completed',
  'inspection_commented',
  'inspection_signed',
  'inspection_sealed',
  'inspection_deemed_accepted',
  // Notice and renewal (§3)
  'notice_given',
  'renewal_reminder_sent',
  'renewal_offered',
  'renewal_change_requested',
  'renewal_declined',
  'renewal_accepted',
  'renewal_signed',
  'renewal_countersigned',
  'renewal_lapsed',
  // Move-out and deposit (§4)
  'move_out_scheduled',
  'keys_returned',
  'settlement_issued',
  'settlement_accepted',
  'settlement_disputed',
  'settlement_answered',
  'settlement_finalised',
  'deposit_refunded',
  'refund_account_saved',
  'deposit_transfer_due',
] as const;
export type TenancyEventType = (typeof TENANCY_EVENT_TYPES)[number];

export const TENANCY_ACTOR_ROLES = ['tenant', 'admin', 'system'] as const;
export type TenancyActorRole = (typeof TENANCY_ACTOR_ROLES)[number];

/** A document an event links: its kind, the record's id and (when it can be opened) the API path of its file. */
export const tenancyEventLinkSchema = z.object({
  kind: z.string(),
  id: z.string(),
  href: z.string().optional(),
});
export type TenancyEventLink = z.infer<typeof tenancyEventLinkSchema>;

export const tenancyEventSchema = z.object({
  _id: z.string(),
  id: z.string(),
  seq: z.number().int(),
  contractId: z.string(),
  type: z.string(),
  at: z.string(),
  actor: z.object({
    role: z.enum(TENANCY_ACTOR_ROLES),
    userId: z.string().nullable(),
    name: z.string().nullable(),
  }),
  data: z.record(z.string(), z.unknown()),
  links: z.array(tenancyEventLinkSchema),
});
export type TenancyEvent = z.infer<typeof tenancyEventSchema>;

export const tenancyTimelineResponseSchema = z.object({ events: z.array(tenancyEventSchema) });
export type TenancyTimelineResponse = z.infer<typeof tenancyTimelineResponseSchema>;
