/** Domain values both sides agree on. Tuples feed pgEnum (server) and z.enum (both). */

export const PRODUCT_NAME = 'SewaMudah';

export const USER_TYPES = ['customer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['active', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PROPERTY_TYPES = ['Unit Rental', 'Room Rental'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const APPLICATION_STATUSES = ['Waiting for Response', 'Accepted', 'Rejected', 'Completed', 'Cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A contract is "live" (holds its unit/room) while awaiting the deposit or active. */
export const CONTRACT_STATUSES = ['Awaiting Payment', 'Active', 'Ended', 'Cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const LIVE_CONTRACT_STATUSES = ['Awaiting Payment', 'Active'] as const satisfies readonly ContractStatus[];

/**
 * 'Late Charge' (issue 24, ADR 0031): created only under the contract's late-payment clause, never by hand.
 * 'Repair' (issue 26, ADR 0035): a tenant's share of a maintenance ticket's cost, created and changed only on the ticket.
 */
export const TRANSACTION_TYPES = ['Deposit', 'Monthly Rental', 'Other Fees', 'Late Charge', 'Repair'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** SPEC §4: an unpaid charge stays 'Pending' (payable); being late is the separate `isOverdue` flag. */
export const TRANSACTION_STATUSES = ['Pending', 'Paid', 'Cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** Statuses a customer can still pay. */
export const PAYABLE_TRANSACTION_STATUSES = ['Pending'] as const satisfies readonly TransactionStatus[];
/** List filters: the statuses, plus 'Overdue' (Pending charges past their due date, deposits excluded). */
export const TRANSACTION_STATUS_FILTERS = [...TRANSACTION_STATUSES, 'Overdue'] as const;
export type TransactionStatusFilter = (typeof TRANSACTION_STATUS_FILTERS)[number];

export const COMPLAINT_STATUSES = ['Waiting for Response', 'In Handling', 'Handled'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const STAY_LENGTHS = [3, 4, 6, 8, 12] as const;
export type StayLength = (typeof STAY_LENGTHS)[number];
export const DEFAULT_STAY_LENGTH: StayLength = 3;

/** Whole ringgit bounds for prices and deposits (SPEC §5, §9). */
export const MIN_PRICE_RM = 1;
export const MAX_PRICE_RM = 100_000;

export const CURRENCY = 'myr';
export const CURRENCY_PREFIX = 'RM';
export const TIME_ZONE = 'Asia/Kuala_Lumpur';

export const DASHBOARD_LIST_LIMIT = 5;
export const LIST_POLLING_MS = 60_000;
export const PAYMENT_TIMEOUT_MS = 60_000;
export const RESEND_VERIFICATION_COOLDOWN_S = 60;
export const TOAST_AUTO_CLOSE_MS = 2500;
export const LOGOUT_CACHE_RESET_DELAY_MS = 1000;
export const HOME_MIN_PRICE_PRESETS = [500, 1000, 1500] as const;
/** The hero search's maximum monthly budgets (issue 23: tenants search by what they can pay), beside the SPEC's minimums. */
export const HOME_MAX_PRICE_PRESETS = [1000, 1500, 2000, 3000] as const;
/** Listing page size when the client paginates. */
export const LISTING_PAGE_SIZE = 24;
/**
 * A readable (not httpOnly) companion of the refresh cookie, value `1`, with the same lifetime: it tells the web app
 * that a session may exist, so that a visitor's page load skips the silent refresh (no 401 in the console).
 * It carries no secret; the refresh cookie alone authenticates. (Here, not in auth.ts: the public pages read it
 * without loading any schema.)
 */
export const SESSION_HINT_COOKIE_NAME = 'sm_session';

/** Days an accepted application has to pay its deposit (capped at the start date); see docs/decisions. */
export const ACCEPTANCE_PAYMENT_DAYS = 7;

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGES_PER_PROPERTY = 12;
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
