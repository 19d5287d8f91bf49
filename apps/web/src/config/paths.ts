/**
 * Every route of SPEC §2 in one place: `routes` holds the patterns the router registers,
 * `paths` builds concrete URLs for links and navigation (no string-built routes in components).
 */
import { COMPANY } from '@sewamudah/shared';
import { generatePath } from 'react-router';

export const routes = {
  home: '/',
  faq: '/faq',
  aboutUs: '/about-us',
  listing: '/listing',
  listingDetail: '/listing/:propertyId',
  verify: '/verify/:code',

  login: '/login',
  register: '/register',
  emailVerification: '/email-verification',
  registerConfirmation: '/register-confirmation/:confirmationCode',
  forgotPassword: '/forgot-password',
  /** The link of a reset or invitation e-mail (ADR 27). */
  resetPassword: '/reset-password/:token',

  dashboard: '/dashboard',
  profile: '/profile',

  applications: '/application',
  signAndPay: '/application/sign-and-pay/:id',
  contracts: '/contract',
  complaints: '/complaint',
  complaintTicket: '/complaint/:id',
  payment: '/payment/:transactionId',
  paymentHistory: '/payment-history',
  paymentSuccess: '/payment-success/:paymentIntentId',
  /** The customer's booked viewings (issue 28 §4). */
  myViewings: '/my-viewings',
  /** The customer's saved searches (issue 28 §5) and the alert e-mails' unsubscribe link (public). */
  savedSearches: '/saved-searches',
  savedSearchUnsubscribe: '/saved-searches/unsubscribe',

  manageUsers: '/manage-users',
  manageContracts: '/manage-contracts',
  manageTransactions: '/manage-transactions',
  manageComplaints: '/manage-complaints',
  manageComplaintTicket: '/manage-complaints/:id',
  manageProperties: '/manage-properties',
  addProperty: '/manage-properties/add',
  editProperty: '/manage-properties/edit/:id',
  propertyDetails: '/manage-properties/details/:id',
  manageApplications: '/manage-properties/applications/:id',
  /** A property's move-in package and condition-report template (issue 25 §1, §2). */
  propertyMoveIn: '/manage-properties/move-in/:id',
  notifications: '/notifications',
  /** The admins' day of viewings and each property's viewing slots (issue 28 §4). */
  manageViewings: '/manage-viewings',
  /** The admins' queue of listing reports (issue 28 §6). */
  manageListingReports: '/manage-listing-reports',
  /** The tenancy: timeline, notice, renewal and deposit settlement (issue 25), tenant and admins. */
  tenancy: '/tenancy/:id',
  /** The move-in checklist and a condition report (issue 25 §1, §2), tenant and admins. */
  moveIn: '/tenancy/:id/move-in',
  inspection: '/tenancy/:id/inspections/:inspectionId',
  /** The renewal agreement to read and sign (tenant) or countersign (admin); ADR 0036. */
  renewalAgreement: '/tenancy/:id/renewal/:offerId',

  notFound: '*',
} as const;

export const paths = {
  home: () => routes.home,
  homeFeatured: () => `${routes.home}#featured`,
  faq: () => routes.faq,
  faqHowItWorks: () => `${routes.faq}#how-it-works`,
  aboutUs: () => routes.aboutUs,
  aboutUsContact: () => `${routes.aboutUs}#contact`,
  listing: () => routes.listing,
  listingDetail: (propertyId: string) => generatePath(routes.listingDetail, { propertyId }),
  /** Public verification page of a completed e-signed agreement. */
  verify: (code: string) => generatePath(routes.verify, { code }),

  login: () => routes.login,
  register: () => routes.register,
  emailVerification: () => routes.emailVerification,
  registerConfirmation: (confirmationCode: string) => generatePath(routes.registerConfirmation, { confirmationCode }),
  forgotPassword: () => routes.forgotPassword,
  resetPassword: (token: string) => generatePath(routes.resetPassword, { token }),

  dashboard: () => routes.dashboard,
  profile: () => routes.profile,
  notifications: () => routes.notifications,
  tenancy: (contractId: string) => generatePath(routes.tenancy, { id: contractId }),
  moveIn: (contractId: string) => generatePath(routes.moveIn, { id: contractId }),
  inspection: (contractId: string, inspectionId: string) =>
    generatePath(routes.inspection, { id: contractId, inspectionId }),
  renewalAgreement: (contractId: string, offerId: string) =>
    generatePath(routes.renewalAgreement, { id: contractId, offerId }),

  applications: () => routes.applications,
  /** `contractId`: the contract created when the application was accepted. */
  signAndPay: (contractId: string) => generatePath(routes.signAndPay, { id: contractId }),
  contracts: () => routes.contracts,
  complaints: () => routes.complaints,
  payment: (transactionId: string) => generatePath(routes.payment, { transactionId }),
  paymentHistory: () => routes.paymentHistory,
  paymentSuccess: (paymentIntentId: string) => generatePath(routes.paymentSuccess, { paymentIntentId }),
  savedSearches: () => routes.savedSearches,

  manageUsers: () => routes.manageUsers,
  manageContracts: () => routes.manageContracts,
  manageTransactions: () => routes.manageTransactions,
  manageComplaints: () => routes.manageComplaints,
  manageProperties: () => routes.manageProperties,
  myViewings: () => routes.myViewings,
  manageListingReports: () => routes.manageListingReports,
  manageViewings: (date?: string) => (date ? `${routes.manageViewings}?date=${date}` : routes.manageViewings),
  addProperty: () => routes.addProperty,
  editProperty: (propertyId: string) => generatePath(routes.editProperty, { id: propertyId }),
  propertyDetails: (propertyId: string) => generatePath(routes.propertyDetails, { id: propertyId }),
  manageApplications: (propertyId: string) => generatePath(routes.manageApplications, { id: propertyId }),
  propertyMoveIn: (propertyId: string) => generatePath(routes.propertyMoveIn, { id: propertyId }),
} as const;

/** Route parameter names, for `useParams<RouteParams['listingDetail']>()`. */
export interface RouteParams {
  listingDetail: { propertyId: string };
  verify: { code: string };
  registerConfirmation: { confirmationCode: string };
  resetPassword: { token: string };
  signAndPay: { id: string };
  payment: { transactionId: string };
  paymentSuccess: { paymentIntentId: string };
  editProperty: { id: string };
  propertyDetails: { id: string };
  manageApplications: { id: string };
}

/** Company e-mail (one constant for app, e-mails and PDFs: `COMPANY` in @sewamudah/shared). */
export const SUPPORT_EMAIL = COMPANY.email;
