import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
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
        <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} zIndex={3000} />
        {children}
      </MantineProvider>
    </ReduxProvider>
  );
}
