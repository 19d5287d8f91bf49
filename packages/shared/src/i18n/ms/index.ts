/** The Bahasa Malaysia UI texts (mirror of en/index.ts). */
import { msSavedSearches } from './saved-searches.js';
import { msAccount } from './account.js';
import { msAgreement } from './agreement.js';
import { msAdmin } from './admin.js';
import { msAuth } from './auth.js';
import { msContent } from './content.js';
import { msFlows } from './flows.js';
import { msPublic } from './public.js';
import { msServer } from './server.js';
import { msDocuments } from './documents.js';
import { msShell } from './shell.js';
import { msRules } from './rules.js';
import { msMoney } from './money.js';
import { msSchemaIssues } from './schema-issues.js';
import { msLifecycleMail } from './lifecycle-mail.js';
import { msNotifications } from './notifications.js';
import { msWhatsapp } from './whatsapp.js';
import { msReminders } from './reminders.js';
import { msLateCharges } from './late-charges.js';
import { msMaintenance } from './maintenance.js';
import { msAutopay } from './autopay.js';
import { msTenancy } from './tenancy.js';
import { msRenewal } from './renewal.js';
import { msSettlement } from './settlement.js';
import { msMoveIn } from './move-in.js';
import { msDataRights } from './data-rights.js';
import { msScreening } from './screening.js';
import { msScreeningChanges } from './screening-changes.js';
import { msValidation } from './validation.js';
import { msListingFilters } from './listing-filters.js';
import { msListingFacts } from './listing-facts.js';
import { msViewings } from './viewings.js';
import { msListingReports } from './listing-reports.js';

export const msUi = {
  ...msSavedSearches,
  ...msMoveIn,
  ...msScreening,
  ...msDataRights,
  ...msScreeningChanges,
  ...msValidation,
  ...msListingFilters,
  ...msRules,
  ...msAgreement,
  ...msMoney,
  ...msAdmin,
  ...msShell,
  ...msAuth,
  ...msAccount,
  ...msServer,
  ...msDocuments,
  ...msContent,
  ...msFlows,
  ...msPublic,
  ...msSchemaIssues,
  ...msLifecycleMail,
  ...msNotifications,
  ...msWhatsapp,
  ...msReminders,
  ...msLateCharges,
  ...msMaintenance,
  ...msAutopay,
  ...msTenancy,
  ...msRenewal,
  ...msSettlement,
  ...msListingFacts,
  ...msViewings,
  ...msListingReports,
};
