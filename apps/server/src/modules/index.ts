/** Every feature module's routes, registered under /api. Add one line per module. */
import type { FastifyPluginAsync } from 'fastify';
import applicationsRoutes from './applications/applications.routes.js';
import authRoutes from './auth/auth.routes.js';
import complaintsRoutes from './complaints/complaints.routes.js';
import contractsRoutes from './contracts/contracts.routes.js';
import dataRightsRoutes from './data-rights/data-rights.routes.js';
import dashboardRoutes from './dashboard/dashboard.routes.js';
import devClockRoutes from './dev-clock/dev-clock.routes.js';
import esignRoutes from './esign/esign.routes.js';
import exportsRoutes from './exports/exports.routes.js';
import filesRoutes from './files/files.routes.js';
import lateChargesRoutes from './late-charges/late-charges.routes.js';
import inspectionsRoutes from './inspections/inspections.routes.js';
import moveInRoutes from './inspections/move-in.routes.js';
import maintenanceRoutes from './maintenance/maintenance.routes.js';
import mediaRoutes from './files/media.routes.js';
import notificationsRoutes from './notifications/notifications.routes.js';
import paymentMandatesRoutes from './payment-mandates/payment-mandates.routes.js';
import propertiesRoutes from './properties/properties.routes.js';
import receiptsRoutes from './receipts/receipts.routes.js';
import savedSearchesRoutes from './saved-searches/saved-searches.routes.js';
import screeningRoutes from './screening/screening.routes.js';
import screeningComparisonRoutes from './screening/screening-comparison.routes.js';
import stampingRoutes from './stamping/stamping.routes.js';
import stationsRoutes from './stations/stations.routes.js';
import systemRoutes from './system/system.routes.js';
import tenancyRoutes from './tenancy/tenancy.routes.js';
import renewalAgreementRoutes from './tenancy/renewal-agreement.routes.js';
import settlementRoutes from './tenancy/settlement.routes.js';
import transactionsRoutes from './transactions/transactions.routes.js';
import usersRoutes from './users/users.routes.js';
import viewingsRoutes from './viewings/viewings.routes.js';
import listingReportsRoutes from './listing-reports/listing-reports.routes.js';
import whatsappRoutes from './whatsapp/whatsapp.routes.js';

export const apiModules: FastifyPluginAsync[] = [
  systemRoutes,
  filesRoutes,
  mediaRoutes,
  complaintsRoutes,
  maintenanceRoutes,
  dashboardRoutes,
  propertiesRoutes,
  stationsRoutes,
  authRoutes,
  usersRoutes,
  transactionsRoutes,
  lateChargesRoutes,
  applicationsRoutes,
  contractsRoutes,
  esignRoutes,
  stampingRoutes,
  receiptsRoutes,
  savedSearchesRoutes,
  exportsRoutes,
  devClockRoutes,
  notificationsRoutes,
  screeningRoutes,
  screeningComparisonRoutes,
  dataRightsRoutes,
  whatsappRoutes,
  viewingsRoutes,
  listingReportsRoutes,
  paymentMandatesRoutes,
  tenancyRoutes,
  renewalAgreementRoutes,
  settlementRoutes,
  inspectionsRoutes,
  moveInRoutes,
];
