import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { DeferredNotifications } from './deferred-notifications';
import type { AppStore } from './store';
import { useT } from '@/lib/i18n';
import { cssVariablesResolver, themeFor } from './theme';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Theme, toasts (top-center, SPEC §9 auto-close) and the Redux store. */
export function AppProviders({ store, children }: AppProvidersProps) {
  // useT re-renders on a language change: the × of drawers and modals is named in the page's language.
  const closeLabel = useT()('ui.close');
  const theme = useMemo(() => themeFor(closeLabel), [closeLabel]);
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </ReduxProvider>
  );
}
