import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authReducer } from '@/features/auth/auth-slice';
import { api } from '@/lib/api';

/** A fresh store; tests build their own, the app uses `store` below. */
export function createAppStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authReducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export const store = createAppStore();

// Enables the per-hook `refetchOnFocus` / `refetchOnReconnect` options (both off by default).
setupListeners(store.dispatch);

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
