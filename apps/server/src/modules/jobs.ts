/** Every background job of the feature modules. Add one entry per job. */
import type { Job } from '../lib/jobs/runner.js';
import { endFinishedContractsJob, expireUnpaidAcceptancesJob } from './contracts/contracts.jobs.js';
import { transactionJobs } from './transactions/transactions.jobs.js';

export const backgroundJobs: Job[] = [...transactionJobs, expireUnpaidAcceptancesJob, endFinishedContractsJob];
