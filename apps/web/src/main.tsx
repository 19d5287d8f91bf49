// First: configures zod before any schema is built (no eval under the CSP).
import './zod-csp';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/dropzone/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { store } from '@/app/store';
import { bootstrapSession } from '@/features/auth';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Once, before the first render: the guards wait for its answer (SPEC §4 Session).
void store.dispatch(bootstrapSession());

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
