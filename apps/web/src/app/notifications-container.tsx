import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@sewamudah/shared';

/** The toasts' container: top-center, SPEC §9 auto-close. Loaded by DeferredNotifications (first toast or interaction). */
export function NotificationsContainer() {
  return <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} zIndex={3000} />;
}
