import { useEffect, useState, type ComponentType } from 'react';

/**
 * The toasts' container, loaded after the first render: not part of a first visit's JavaScript (ADR 24), and nothing
 * on the server. Toasts shown before it arrives wait in `notifications.store` and appear when it mounts.
 */
export function DeferredNotifications() {
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    void import('./notifications-container').then((module) => {
      if (active) setContainer(() => module.NotificationsContainer);
    });
    return () => {
      active = false;
    };
  }, []);
  return Container ? <Container /> : null;
}
