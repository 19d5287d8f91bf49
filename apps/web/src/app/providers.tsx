import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { DeferredNotifications } from './deferred-notifications';
import type { AppStore } from './store';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Theme, toasts (top-center, SPEC §9 auto-close) and the Redux store. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </ReduxProvider>
  );
}
