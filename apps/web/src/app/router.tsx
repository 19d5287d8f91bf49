/**
 * Every route of SPEC §2. Pages load lazily; the customer and admin areas are one chunk each.
 * Each section has its own error boundary, nested inside its layout so the chrome stays usable.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { routes } from '@/config/paths';
import { registerNavigate } from '@/lib/navigation';
import { RequireAuth } from './guards/require-auth';
import { lazyComponent } from './lazy-component';
import { RootRoute } from './root-route';

const loadCustomerArea = () => import('./routes/customer');
const loadAdminArea = () => import('./routes/admin');

const publicRoutes: RouteObject[] = [
  { path: routes.home, lazy: lazyComponent(() => import('@/features/public/pages/home-page'), 'HomePage') },
  { path: routes.faq, lazy: lazyComponent(() => import('@/features/public/pages/faq-page'), 'FaqPage') },
  {
    path: routes.aboutUs,
    lazy: lazyComponent(() => import('@/features/public/pages/about-us-page'), 'AboutUsPage'),
  },
  {
    path: routes.listing,
    lazy: lazyComponent(() => import('@/features/properties/pages/listing-page'), 'ListingPage'),
  },
  {
    path: routes.listingDetail,
    lazy: lazyComponent(() => import('@/features/properties/pages/listing-detail-page'), 'ListingDetailPage'),
  },
  { path: routes.verify, lazy: lazyComponent(() => import('@/features/esign/pages/verify-page'), 'VerifyPage') },
  {
    path: routes.savedSearchUnsubscribe,
    lazy: lazyComponent(() => import('@/features/saved-searches/pages/unsubscribe-page'), 'UnsubscribePage'),
  },
  {
    path: routes.notFound,
    lazy: lazyComponent(() => import('@/features/public/pages/not-found-page'), 'NotFoundPage'),
  },
];

const authRoutes: RouteObject[] = [
  { path: routes.login, lazy: lazyComponent(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
  {
    path: routes.register,
    lazy: lazyComponent(() => import('@/features/auth/pages/register-page'), 'RegisterPage'),
  },
  {
    path: routes.emailVerification,
    lazy: lazyComponent(() => import('@/features/auth/pages/email-verification-page'), 'EmailVerificationPage'),
  },
  {
    path: routes.forgotPassword,
    lazy: lazyComponent(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: routes.resetPassword,
    lazy: lazyComponent(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: routes.registerConfirmation,
    lazy: lazyComponent(
      () => import('@/features/auth/pages/registration-confirmation-page'),
      'RegistrationConfirmationPage',
    ),
  },
];

const customerRoutes: RouteObject[] = [
  { path: routes.applications, lazy: lazyComponent(loadCustomerArea, 'ApplicationHistoryPage') },
  { path: routes.signAndPay, lazy: lazyComponent(loadCustomerArea, 'SignAndPayPage') },
  { path: routes.contracts, lazy: lazyComponent(loadCustomerArea, 'ContractHistoryPage') },
  { path: routes.complaints, lazy: lazyComponent(loadCustomerArea, 'ComplaintHistoryPage') },
  { path: routes.complaintTicket, lazy: lazyComponent(loadCustomerArea, 'TicketPage') },
  { path: routes.payment, lazy: lazyComponent(loadCustomerArea, 'PaymentPage') },
  { path: routes.paymentHistory, lazy: lazyComponent(loadCustomerArea, 'PaymentHistoryPage') },
  { path: routes.paymentSuccess, lazy: lazyComponent(loadCustomerArea, 'PaymentStatusPage') },
  {
    path: routes.savedSearches,
    lazy: lazyComponent(() => import('@/features/saved-searches/pages/saved-searches-page'), 'SavedSearchesPage'),
  },
  {
    path: routes.myViewings,
    lazy: lazyComponent(() => import('@/features/viewings/pages/my-viewings-page'), 'MyViewingsPage'),
  },
];

const adminRoutes: RouteObject[] = [
  { path: routes.manageUsers, lazy: lazyComponent(loadAdminArea, 'ManageUsersPage') },
  { path: routes.manageContracts, lazy: lazyComponent(loadAdminArea, 'ManageContractsPage') },
  { path: routes.manageTransactions, lazy: lazyComponent(loadAdminArea, 'ManageTransactionsPage') },
  { path: routes.manageComplaints, lazy: lazyComponent(loadAdminArea, 'ManageComplaintsPage') },
  { path: routes.manageComplaintTicket, lazy: lazyComponent(loadAdminArea, 'TicketPage') },
  { path: routes.manageProperties, lazy: lazyComponent(loadAdminArea, 'ManagePropertiesPage') },
  { path: routes.addProperty, lazy: lazyComponent(loadAdminArea, 'AddPropertyPage') },
  { path: routes.editProperty, lazy: lazyComponent(loadAdminArea, 'EditPropertyPage') },
  { path: routes.propertyDetails, lazy: lazyComponent(loadAdminArea, 'PropertyDetailsPage') },
  { path: routes.manageApplications, lazy: lazyComponent(loadAdminArea, 'ManageApplicationsPage') },
  { path: routes.propertyMoveIn, lazy: lazyComponent(loadAdminArea, 'PropertyMoveInPage') },
  {
    path: routes.manageViewings,
    lazy: lazyComponent(() => import('@/features/viewings/pages/manage-viewings-page'), 'ManageViewingsPage'),
  },
  {
    path: routes.manageListingReports,
    lazy: lazyComponent(() => import('@/features/listing-reports/pages/listing-reports-page'), 'ListingReportsPage'),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: routes.dashboard,
    lazy: lazyComponent(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  { path: routes.profile, lazy: lazyComponent(() => import('@/features/users/pages/profile-page'), 'ProfilePage') },
  {
    path: routes.notifications,
    lazy: lazyComponent(() => import('@/features/notifications/pages/notifications-page'), 'NotificationsPage'),
  },
  { path: routes.tenancy, lazy: lazyComponent(() => import('@/features/tenancy/pages/tenancy-page'), 'TenancyPage') },
  { path: routes.moveIn, lazy: lazyComponent(() => import('@/features/inspections/pages/move-in-page'), 'MoveInPage') },
  {
    path: routes.inspection,
    lazy: lazyComponent(() => import('@/features/inspections/pages/inspection-page'), 'InspectionPage'),
  },
  {
    path: routes.renewalAgreement,
    lazy: lazyComponent(() => import('@/features/tenancy/pages/renewal-agreement-page'), 'RenewalAgreementPage'),
  },
  { lazy: lazyComponent(loadCustomerArea, 'CustomerArea'), children: customerRoutes },
  { lazy: lazyComponent(loadAdminArea, 'AdminArea'), children: adminRoutes },
];

/** A pathless route that catches the errors of its children inside the surrounding layout. */
const section = (children: RouteObject[]): RouteObject => ({ ErrorBoundary: RouteErrorPage, children });

export const appRoutes: RouteObject[] = [
  {
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      { Component: PublicLayout, children: [section(publicRoutes)] },
      { Component: AuthLayout, children: [section(authRoutes)] },
      {
        Component: RequireAuth,
        // Lazy: the signed-in chrome (navigation, user menu) is not part of a public page's first visit.
        children: [
          {
            lazy: lazyComponent(() => import('@/components/layouts/dashboard-layout'), 'DashboardLayout'),
            children: [section(signedInRoutes)],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy routes of the current URL before the router starts: hydrating server-rendered HTML must render the
 * page itself at once, not the HydrateFallback (ADR 24).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** The browser's router; code outside React navigates through it. */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  registerNavigate((to) => void router.navigate(to));
  return router;
}
