/** The menus of SPEC §2 (Navigation): public header, customer and admin sidebars. */
import {
  IconBellRinging,
  IconBuildingEstate,
  IconCreditCard,
  IconFileCertificate,
  IconFileText,
  IconFlag,
  IconHomeSearch,
  IconLayoutDashboard,
  IconMessageReport,
  IconReceipt,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { UserType } from '@sewamudah/shared';
import { paths, routes } from '@/config/paths';
import type { MessageKey } from '@/lib/i18n';

export interface HeaderLink {
  label: MessageKey;
  to: string;
  /** Active only on the exact path (Home would otherwise match everything). */
  end?: boolean;
}

export const PUBLIC_LINKS: readonly HeaderLink[] = [
  { label: 'nav.home', to: paths.home(), end: true },
  { label: 'nav.listing', to: paths.listing() },
  { label: 'nav.faq', to: paths.faq() },
  { label: 'nav.aboutUs', to: paths.aboutUs() },
];

export interface SidebarLink {
  label: MessageKey;
  to: string;
  icon: Icon;
  /** Route patterns (prefixes) on which the entry shows as current. */
  activeOn: readonly string[];
}

const CUSTOMER_LINKS: readonly SidebarLink[] = [
  { label: 'nav.dashboard', to: paths.dashboard(), icon: IconLayoutDashboard, activeOn: [routes.dashboard] },
  { label: 'nav.application', to: paths.applications(), icon: IconFileText, activeOn: [routes.applications] },
  { label: 'nav.contract', to: paths.contracts(), icon: IconFileCertificate, activeOn: [routes.contracts] },
  {
    label: 'nav.payment',
    to: paths.paymentHistory(),
    icon: IconCreditCard,
    activeOn: [routes.paymentHistory, routes.payment, routes.paymentSuccess],
  },
  { label: 'nav.complaint', to: paths.complaints(), icon: IconMessageReport, activeOn: [routes.complaints] },
  // Issue 28 §5: the searches saved on the listing and their alerts.
  { label: 'savedSearchLinks.nav', to: paths.savedSearches(), icon: IconBellRinging, activeOn: [routes.savedSearches] },
  // Beyond SPEC §2's menu (issue 23): a tenant without a rental has a way back to the listings.
  { label: 'nav.findHome', to: paths.listing(), icon: IconHomeSearch, activeOn: [] },
];

const ADMIN_LINKS: readonly SidebarLink[] = [
  { label: 'nav.dashboard', to: paths.dashboard(), icon: IconLayoutDashboard, activeOn: [routes.dashboard] },
  { label: 'nav.users', to: paths.manageUsers(), icon: IconUsers, activeOn: [routes.manageUsers] },
  {
    label: 'nav.properties',
    to: paths.manageProperties(),
    icon: IconBuildingEstate,
    activeOn: [routes.manageProperties],
  },
  {
    label: 'nav.contracts',
    to: paths.manageContracts(),
    icon: IconFileCertificate,
    activeOn: [routes.manageContracts],
  },
  {
    label: 'nav.transactions',
    to: paths.manageTransactions(),
    icon: IconReceipt,
    activeOn: [routes.manageTransactions],
  },
  {
    label: 'nav.complaints',
    to: paths.manageComplaints(),
    icon: IconMessageReport,
    activeOn: [routes.manageComplaints],
  },
  {
    label: 'nav.listingReports',
    to: paths.manageListingReports(),
    icon: IconFlag,
    activeOn: [routes.manageListingReports],
  },
];

export const SIDEBAR_LINKS: Record<UserType, readonly SidebarLink[]> = {
  customer: CUSTOMER_LINKS,
  admin: ADMIN_LINKS,
};
