import { PRODUCT_NAME } from '@sewamudah/shared';
import { useEffect } from 'react';

/** Screen names of SPEC §2; the page title is `{screen} | SewaMudah`. */
export const SCREEN_NAMES = [
  'Home',
  'Listing',
  'Listing Detail',
  'FAQ',
  'About Us',
  'Login',
  'Register',
  'Email Verification',
  'Registration Confirmation',
  'Dashboard',
  'Profile',
  'Application History',
  'Sign and Pay',
  'Contract History',
  'Complaint History',
  'Payment',
  'Payment History',
  'Payment Status',
  'Verify Agreement',
  'Manage Users',
  'Manage Contracts',
  'Manage Transactions',
  'Manage Complaints',
  'Manage Properties',
  'Add New Property',
  'Edit Property',
  'Property Details',
  'Manage Applications',
  'Page Not Found',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

export const formatPageTitle = (screen: ScreenName): string => `${screen} | ${PRODUCT_NAME}`;

export function usePageTitle(screen: ScreenName): void {
  useEffect(() => {
    document.title = formatPageTitle(screen);
  }, [screen]);
}
