/** The English UI texts beside `messages.ts` (which keeps SPEC §8): one tree per area. */
import { enSavedSearches } from './saved-searches.js';
import { enAccount } from './account.js';
import { enAgreement } from './agreement.js';
import { enAdmin } from './admin.js';
import { enAuth } from './auth.js';
import { enContent } from './content.js';
import { enFlows } from './flows.js';
import { enPublic } from './public.js';
import { enServer } from './server.js';
import { enDocuments } from './documents.js';
import { enShell } from './shell.js';
import { enRules } from './rules.js';
import { enMoney } from './money.js';
import { enSchemaIssues } from './schema-issues.js';
import { enLifecycleMail } from './lifecycle-mail.js';
import { enNotifications } from './notifications.js';
import { enWhatsapp } from './whatsapp.js';
import { enReminders } from './reminders.js';
import { enLateCharges } from './late-charges.js';
import { enMaintenance } from './maintenance.js';
import { enAutopay } from './autopay.js';
import { enTenancy } from './tenancy.js';
import { enRenewal } from './renewal.js';
import { enSettlement } from './settlement.js';
import { enMoveIn } from './move-in.js';
import { enDataRights } from './data-rights.js';
import { enScreening } from './screening.js';
import { enScreeningChanges } from './screening-changes.js';
import { enValidation } from './validation.js';
import { enListingFilters } from './listing-filters.js';
import { enListingFacts } from './listing-facts.js';
import { enViewings } from './viewings.js';
import { enListingReports } from './listing-reports.js';

export const enUi = {
  ...enSavedSearches,
  ...enMoveIn,
  ...enScreening,
  ...enDataRights,
  ...enScreeningChanges,
  ...enValidation,
  ...enListingFilters,
  ...enRules,
  ...enAgreement,
  ...enMoney,
  ...enAdmin,
  ...enShell,
  ...enAuth,
  ...enAccount,
  ...enServer,
  ...enDocuments,
  ...enContent,
  ...enFlows,
  ...enPublic,
  ...enSchemaIssues,
  ...enLifecycleMail,
  ...enNotifications,
  ...enWhatsapp,
  ...enReminders,
  ...enLateCharges,
  ...enMaintenance,
  ...enAutopay,
  ...enTenancy,
  ...enRenewal,
  ...enSettlement,
  ...enListingFacts,
  ...enViewings,
  ...enListingReports,
};
