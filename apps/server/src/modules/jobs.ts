/** Every background job of the feature modules. Add one entry per job. */
import type { Job } from '../lib/jobs/runner.js';
import { rateLimitCleanupJob } from '../lib/rate-limit/cleanup-job.js';
import { endFinishedContractsJob, expireUnpaidAcceptancesJob } from './contracts/contracts.jobs.js';
import { inspectionReviewsJob, moveInRemindersJob } from './inspections/inspections.jobs.js';
import { lateChargesJob } from './late-charges/late-charges.jobs.js';
import { maintenanceJobs } from './maintenance/maintenance.jobs.js';
import { savedSearchJobs } from './saved-searches/saved-searches.jobs.js';
import { stampingRemindersJob } from './stamping/stamping.jobs.js';
import { tenancyLifecycleJob } from './tenancy/tenancy.jobs.js';
import { autopayJob } from './payment-mandates/autopay-run.js';
import { stationsRefreshJob } from './properties/stations-refresh.js';
import { screeningRetentionJob } from './screening/screening-retention.js';
import { reconcilePaymentsJob } from './transactions/reconciliation.js';
import { transactionJobs } from './transactions/transactions.jobs.js';
import { viewingJobs } from './viewings/viewings.jobs.js';

export const backgroundJobs: Job[] = [
  ...transactionJobs,
  lateChargesJob,
  reconcilePaymentsJob,
  autopayJob,
  expireUnpaidAcceptancesJob,
  endFinishedContractsJob,
  rateLimitCleanupJob,
  stampingRemindersJob,
  tenancyLifecycleJob,
  ...maintenanceJobs,
  inspectionReviewsJob,
  moveInRemindersJob,
  screeningRetentionJob,
  ...savedSearchJobs,
  ...viewingJobs,
  stationsRefreshJob,
];
