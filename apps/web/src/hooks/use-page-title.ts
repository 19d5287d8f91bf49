import { PRODUCT_NAME } from '@sewamudah/shared';
import { useEffect } from 'react';
import { t, useLanguage, type MessageKey } from '@/lib/i18n';

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
  'Forgot Password',
  'Set Password',
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
  'Notifications',
  'Saved Searches',
  'Listing Reports',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

/** The catalogue key of a screen name: 'Sign and Pay' → `screens.signAndPay`, 'FAQ' → `screens.faq`. */
export const screenKey = (screen: ScreenName): MessageKey => {
  const [first = '', ...rest] = screen.split(' ');
  const head = first === first.toUpperCase() ? first.toLowerCase() : first[0]?.toLowerCase() + first.slice(1);
  return `screens.${head}${rest.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('')}` as MessageKey;
};

/** `{screen} | SewaMudah` in the active language (issue 16). */
export const formatPageTitle = (screen: ScreenName): string =>
  t('screens.pageTitle', { screen: t(screenKey(screen)), product: PRODUCT_NAME });

/** The title of the page being rendered on the server (rendering is synchronous: one page at a time). */
let renderedTitle: string | null = null;

/** The title the last server render asked for, once (entry-server.tsx puts it into `<title>`). */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

export function usePageTitle(screen: ScreenName): void {
  const language = useLanguage();
  if (typeof document === 'undefined') renderedTitle = formatPageTitle(screen);
  useEffect(() => {
    document.title = formatPageTitle(screen);
  }, [screen, language]);
}
