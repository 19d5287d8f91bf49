/**
 * Maintenance tickets (issue 26, docs/decisions/0035): a complaint may be a maintenance request with a category,
 * a place, an urgency, permission to enter and preferred windows; it then has photos, a video, a thread, visits, a
 * cost with who bears it, an SLA promise and a rating. The SPEC complaint keeps its shape; all of this lives under
 * new keys (`maintenance`, `ticket`).
 */
import { z } from 'zod';
import { entityIdSchema, isoDateSchema, requiredText } from './common.js';
import { complaintFormSchema, complaintSchema } from './complaints.js';
import { mediaLinksSchema } from './media.js';
import {
  COMPLAINT_KINDS,
  COST_BEARERS,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_URGENCIES,
  RATING_REASONS,
  VISIT_OUTCOMES,
  VISIT_STATUSES,
  type CostBearer,
  type MaintenanceCategory,
} from './maintenance-values.js';

export * from './maintenance-values.js';

export const COMPLAINT_EVENT_TYPES = [
  'opened',
  'statusChanged',
  'commented',
  'photosAdded',
  'videoAdded',
  'visitProposed',
  'visitConfirmed',
  'visitRescheduleRequested',
  'visitOutcome',
  'costRecorded',
  'costDisputed',
  'chargePaid',
  'confirmedFixed',
  'rated',
  'reopened',
] as const;
export type ComplaintEventType = (typeof COMPLAINT_EVENT_TYPES)[number];

export const MAX_TICKET_PHOTOS = 6;
export const MAX_COMMENT_PHOTOS = 4;
export const MAX_PREFERRED_WINDOWS = 3;
export const MAX_VIDEO_BYTES = 25 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 30;
/** Days after Handled in which the tenant may confirm, rate or reopen. */
export const REOPEN_DAYS = 7;
export const COMMENT_MAX = 2000;
export const PLACE_MAX = 80;
/** The thread and the timeline are bounded: the most recent this many (ADR 21). */
export const THREAD_LIMIT = 200;
export const TIMELINE_LIMIT = 500;

/**
 * Who normally bears a repair in Malaysia (issue 26 §4): normal wear is the landlord's; damage by negligence and the
 * agreed routine upkeep (aircon filter cleaning) are the tenant's. A hint only: the admin decides.
 */
export const DEFAULT_BEARER: Readonly<Record<MaintenanceCategory, CostBearer>> = {
  aircon: 'landlord',
  plumbing: 'landlord',
  electrical: 'landlord',
  waterHeater: 'landlord',
  appliance: 'landlord',
  furniture: 'landlord',
  pest: 'tenant',
  structureLeak: 'landlord',
  internet: 'tenant',
  other: 'landlord',
};

/** Server and schema texts (English catalogue texts: `maintenanceServer.*`). */
export const maintenanceMessages = {
  notMaintenance: 'This complaint is not a maintenance request.',
  tooManyPhotos: 'A ticket has at most 6 photos.',
  tooManyCommentPhotos: 'A comment has at most 4 photos.',
  videoExists: 'This ticket already has a video.',
  videoType: 'The video must be an MP4 or WebM file.',
  videoTooLarge: 'The video must be at most 25 MB.',
  videoTooLong: 'The video must be at most 30 seconds long.',
  videoUnreadable: 'The length of the video could not be read. Record it again and upload the MP4 or WebM file.',
  onlyTenant: 'Only the tenant of this ticket can do this.',
  ticketClosed: 'This ticket is handled; reopen it first.',
  handledOnly: 'This can only be done once the ticket is handled.',
  windowPassed: 'The 7 days to confirm, rate or reopen this ticket have passed.',
  alreadyRated: 'This ticket has already been rated.',
  alreadyConfirmed: 'You have already confirmed that this is fixed.',
  visitNotFound: 'Visit not found',
  visitNotProposed: 'Only a proposed visit can be confirmed or moved.',
  visitNotOpen: 'This visit already has an outcome.',
  windowIndexInvalid: 'Choose one of the tenant’s preferred windows.',
  visitDetailsRequired: 'Give the date, the time window and who comes.',
  windowOrder: 'The window must end after it starts.',
  followUpRequired: 'Needs parts: give the follow-up visit.',
  costShares: 'The landlord’s and the tenant’s shares must add up to the total.',
  costPaid: 'The tenant’s share is already paid; the cost can no longer change.',
  costNotFound: 'No cost has been recorded for this ticket.',
  noTenantShare: 'The tenant bears no share of this cost.',
  disputeAfterPaying: 'A paid share can no longer be disputed.',
  alreadyDisputed: 'You have already disputed this share.',
  noContract: 'This ticket has no tenancy to charge.',
  hasCharge: 'This ticket has a repair charge; cancel the cost first.',
  repairChargeOnTicket: 'A repair charge follows its ticket’s cost; change it on the ticket.',
  upkeepNotFound: 'Upkeep task not found',
  commentRequired: 'Write a comment or add a photo.',
  categoryRequired: 'Choose a category',
  urgencyRequired: 'Choose an urgency',
  placeRequired: 'Say where the problem is',
  entryRequired: 'Say whether we may enter when you are out',
  timeInvalid: 'Enter a time as HH:MM',
  reasonRequired: 'Give a reason',
  amountInvalid: 'Enter an amount in RM with at most 2 decimals',
  visitInPast: 'A visit cannot be on a day that has passed.',
  dueInPast: 'The next due date cannot be in the past.',
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, maintenanceMessages.timeInvalid);

export const timeWindowSchema = z
  .object({ date: isoDateSchema, from: time, to: time })
  .refine((w) => w.from < w.to, { message: maintenanceMessages.windowOrder, path: ['to'] });
export type TimeWindow = z.infer<typeof timeWindowSchema>;

/** The maintenance part of a new complaint (optional: a plain complaint has none). */
export const maintenanceRequestSchema = z.object({
  category: z.enum(MAINTENANCE_CATEGORIES, { message: maintenanceMessages.categoryRequired }),
  place: requiredText('Place', PLACE_MAX),
  urgency: z.enum(MAINTENANCE_URGENCIES, { message: maintenanceMessages.urgencyRequired }),
  entryPermitted: z.boolean({ message: maintenanceMessages.entryRequired }),
  preferredWindows: z.array(timeWindowSchema).max(MAX_PREFERRED_WINDOWS).default([]),
});
export type MaintenanceRequest = z.input<typeof maintenanceRequestSchema>;

/** POST /api/complaints: the SPEC body, plus an optional `maintenance` part (original clients send none). */
export const createTicketBodySchema = complaintFormSchema.extend({ maintenance: maintenanceRequestSchema.optional() });
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;
export type CreateTicketInput = z.input<typeof createTicketBodySchema>;

/** Money in RM with at most two decimals, 0..100000 (stored as sen). */
export const rmAmountSchema = z.coerce
  .number({ message: maintenanceMessages.amountInvalid })
  .min(0, maintenanceMessages.amountInvalid)
  .max(100_000, maintenanceMessages.amountInvalid)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, maintenanceMessages.amountInvalid);

export const commentBodySchema = z
  .string()
  .trim()
  .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`);

export const proposeVisitSchema = z.union([
  z.object({
    windowIndex: z
      .number()
      .int()
      .min(0)
      .max(MAX_PREFERRED_WINDOWS - 1),
    visitorName: requiredText('Who comes', 80),
    visitorPhone: requiredText('Phone', 30),
  }),
  timeWindowSchema.and(
    z.object({ visitorName: requiredText('Who comes', 80), visitorPhone: requiredText('Phone', 30) }),
  ),
]);
export type ProposeVisitBody = z.infer<typeof proposeVisitSchema>;

export const rescheduleVisitSchema = z.object({
  note: requiredText('Reason', 500),
  windows: z.array(timeWindowSchema).max(MAX_PREFERRED_WINDOWS).optional(),
});

export const visitOutcomeSchema = z.object({
  outcome: z.enum(VISIT_OUTCOMES),
  note: z.string().trim().max(1000).optional(),
  followUp: timeWindowSchema.optional(),
});

export const recordCostSchema = z.object({
  totalRm: rmAmountSchema,
  bearer: z.enum(COST_BEARERS),
  /** Shared only: the tenant's part (the landlord bears the rest). */
  tenantRm: rmAmountSchema.optional(),
  note: z.string().trim().max(500).optional(),
});
export type RecordCostBody = z.infer<typeof recordCostSchema>;

export const disputeCostSchema = z.object({ reason: requiredText('Reason', 1000) });
export const reopenSchema = z.object({ reason: requiredText('Reason', 1000) });
export const ratingBodySchema = z.object({
  thumbs: z.enum(['up', 'down']),
  reasons: z.array(z.enum(RATING_REASONS)).max(RATING_REASONS.length).default([]),
  comment: z.string().trim().max(1000).optional(),
});
export type RatingBody = z.input<typeof ratingBodySchema>;

export const upkeepTaskBodySchema = z.object({
  propertyId: z.uuid({ message: 'Invalid property id' }),
  title: requiredText('Task', 120),
  category: z.enum(MAINTENANCE_CATEGORIES),
  everyMonths: z.number().int().min(1).max(24),
  nextDueDate: isoDateSchema,
  noticeDays: z.number().int().min(1).max(30).default(7),
  from: time.default('10:00'),
  to: time.default('12:00'),
  visitorName: requiredText('Who comes', 80),
  visitorPhone: requiredText('Phone', 30),
});
export type UpkeepTaskBody = z.input<typeof upkeepTaskBodySchema>;

// ---- responses ----

export const slaSchema = z.object({
  responseDueAt: z.string(),
  fixDueAt: z.string(),
  respondedAt: z.string().nullable(),
  /** The next promise still open (response, then fix); null once handled. */
  nextDueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type Sla = z.infer<typeof slaSchema>;

export const maintenanceFieldsSchema = z.object({
  category: z.enum(MAINTENANCE_CATEGORIES),
  place: z.string(),
  urgency: z.enum(MAINTENANCE_URGENCIES),
  entryPermitted: z.boolean(),
  preferredWindows: z.array(z.object({ date: z.string(), from: z.string(), to: z.string() })),
  sla: slaSchema,
  reopenCount: z.number(),
  confirmedAt: z.string().nullable(),
  upkeepTaskId: z.string().nullable(),
});
export type MaintenanceFields = z.infer<typeof maintenanceFieldsSchema>;

export const visitSchema = entityIdSchema.extend({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  visitorName: z.string(),
  visitorPhone: z.string(),
  status: z.enum(VISIT_STATUSES),
  outcome: z.enum(VISIT_OUTCOMES).nullable(),
  note: z.string().nullable(),
  rescheduleNote: z.string().nullable(),
  followUpOf: z.string().nullable(),
  createdAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

export const costSchema = z.object({
  totalRm: z.number(),
  bearer: z.enum(COST_BEARERS),
  landlordRm: z.number(),
  tenantRm: z.number(),
  note: z.string().nullable(),
  transactionId: z.string().nullable(),
  chargeStatus: z.enum(['Pending', 'Paid', 'Cancelled']).nullable(),
  /** The tenant's share was deducted from the deposit (the settlement statement), not paid as a charge. */
  settledFromDeposit: z.boolean().optional(),
  disputeReason: z.string().nullable(),
  disputedAt: z.string().nullable(),
});
export type Cost = z.infer<typeof costSchema>;

export const ratingSchema = z.object({
  thumbs: z.enum(['up', 'down']),
  reasons: z.array(z.enum(RATING_REASONS)),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/complaints/:id: the SPEC complaint plus the ticket under new keys. */
export const ticketSchema = complaintSchema.extend({
  kind: z.enum(COMPLAINT_KINDS),
  maintenance: maintenanceFieldsSchema.nullable(),
  photos: z.array(mediaLinksSchema),
  video: mediaLinksSchema.nullable(),
  visits: z.array(visitSchema),
  cost: costSchema.nullable(),
  rating: ratingSchema.nullable(),
  /** What the caller may do now (the server checks again). */
  can: z.object({
    confirm: z.boolean(),
    rate: z.boolean(),
    reopen: z.boolean(),
    dispute: z.boolean(),
  }),
  /** Until when the tenant may confirm, rate or reopen (Handled only). */
  reviewUntil: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketResponseSchema = z.object({ complaint: ticketSchema });

export const ticketEventSchema = z.object({
  id: z.string(),
  type: z.enum(COMPLAINT_EVENT_TYPES),
  at: z.string(),
  actor: z
    .object({ id: z.string(), firstname: z.string(), lastname: z.string(), role: z.enum(['customer', 'admin']) })
    .nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;
export const timelineResponseSchema = z.object({ events: z.array(ticketEventSchema) });

export const commentSchema = entityIdSchema.extend({
  body: z.string(),
  author: z.object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    role: z.enum(['customer', 'admin']),
  }),
  photos: z.array(mediaLinksSchema),
  createdAt: z.string(),
});
export type TicketComment = z.infer<typeof commentSchema>;
export const commentsResponseSchema = z.object({ comments: z.array(commentSchema) });
export const commentResponseSchema = z.object({ comment: commentSchema });

export const maintenanceSummarySchema = z.object({
  open: z.number(),
  overdue: z.number(),
  /** Average hours from opening to Handled, tickets handled in the last 30 days; null when none. */
  averageFixHours: z.number().nullable(),
  fixedLast30Days: z.number(),
  ratingsByCategory: z.array(z.object({ category: z.string(), up: z.number(), down: z.number() })),
  ratingsByContractor: z.array(z.object({ contractor: z.string(), up: z.number(), down: z.number() })),
});
export type MaintenanceSummary = z.infer<typeof maintenanceSummarySchema>;

export const upkeepTaskSchema = entityIdSchema.extend({
  propertyId: z.string(),
  propertyName: z.string(),
  title: z.string(),
  category: z.enum(MAINTENANCE_CATEGORIES),
  everyMonths: z.number(),
  nextDueDate: z.string(),
  noticeDays: z.number(),
  from: z.string(),
  to: z.string(),
  visitorName: z.string(),
  visitorPhone: z.string(),
});
export type UpkeepTask = z.infer<typeof upkeepTaskSchema>;
export const upkeepTasksResponseSchema = z.object({ upkeepTasks: z.array(upkeepTaskSchema) });
