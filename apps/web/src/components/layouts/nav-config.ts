/** The menus of SPEC §2 (Navigation): public header, customer and admin sidebars. */
import {
  IconBuildingEstate,
  IconCreditCard,
  IconFileCertificate,
  IconFileText,
  IconLayoutDashboard,
  IconMessageReport,
  IconReceipt,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { UserType } from '@sewamudah/shared';
import { paths, routes } from '@/config/paths';

export interface HeaderLink {
  label: string;
  to: string;
  /** Active only on the exact path (Home would otherwise match everything). */
  end?: boolean;
}

export const PUBLIC_LINKS: readonly HeaderLink[] = [
  { label: 'Home', to: paths.home(), end: true },
  { label: 'Listing', to: paths.listing() },
  { label: 'FAQ', to: paths.faq() },
  { label: 'About Us', to: paths.aboutUs() },
];

export interface SidebarLink {
  label: string;
  to: string;
  icon: Icon;
  /** Route patterns (prefixes) on which the entry shows as current. */
  activeOn: readonly string[];
}

const CUSTOMER_LINKS: readonly SidebarLink[] = [
  { label: 'Dashboard', to: paths.dashboard(), icon: IconLayoutDashboard, activeOn: [routes.dashboard] },
  { label: 'Application', to: paths.applications(), icon: IconFileText, activeOn: [routes.applications] },
  { label: 'Contract', to: paths.contracts(), icon: IconFileCertificate, activeOn: [routes.contracts] },
  {
    label: 'Payment',
    to: paths.paymentHistory(),
    icon: IconCreditCard,
    activeOn: [routes.paymentHistory, routes.payment, routes.paymentSuccess],
  },
  { label: 'Complaint', to: paths.complaints(), icon: IconMessageReport, activeOn: [routes.complaints] },
];

const ADMIN_LINKS: readonly SidebarLink[] = [
  { label: 'Dashboard', to: paths.dashboard(), icon: IconLayoutDashboard, activeOn: [routes.dashboard] },
  { label: 'Users', to: paths.manageUsers(), icon: IconUsers, activeOn: [routes.manageUsers] },
  {
    label: 'Properties',
    to: paths.manageProperties(),
    icon: IconBuildingEstate,
    activeOn: [routes.manageProperties],
  },
  { label: 'Contracts', to: paths.manageContracts(), icon: IconFileCertificate, activeOn: [routes.manageContracts] },
  { label: 'Transactions', to: paths.manageTransactions(), icon: IconReceipt, activeOn: [routes.manageTransactions] },
  { label: 'Complaints', to: paths.manageComplaints(), icon: IconMessageReport, activeOn: [routes.manageComplaints] },
];

export const SIDEBAR_LINKS: Record<UserType, readonly SidebarLink[]> = {
  customer: CUSTOMER_LINKS,
  admin: ADMIN_LINKS,
};
