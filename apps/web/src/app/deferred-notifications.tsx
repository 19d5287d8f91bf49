import { notificationsStore, type NotificationsState } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

const hasToasts = ({ notifications, queue }: NotificationsState): boolean => notifications.length + queue.length > 0;

/** What the visitor does before a toast: a toast answers an action, so the container is usually there in time. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * The toasts' container (~7 KB gzipped), loaded when the first toast is raised or at the visitor's first tap or key
 * press, whichever comes first: not part of a first visit's JavaScript (ADR 24), and nothing on the server. Toasts
 * shown before it arrives wait in `notifications.store` and appear when it mounts.
 */
export function DeferredNotifications() {
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const cleanups: (() => void)[] = [];
    const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
    const load = () => {
      stop();
      void import('./notifications-container').then((module) => {
        if (active) setContainer(() => module.NotificationsContainer);
      });
    };
    if (hasToasts(notificationsStore.getState())) load();
    else {
      cleanups.push(
        notificationsStore.subscribe((state) => {
          if (hasToasts(state)) load();
        }),
      );
      for (const type of INTERACTIONS) {
        window.addEventListener(type, load, { capture: true, passive: true });
        cleanups.push(() => window.removeEventListener(type, load, true));
      }
    }
    return () => {
      active = false;
      stop();
    };
  }, []);
  return Container ? <Container /> : null;
}
