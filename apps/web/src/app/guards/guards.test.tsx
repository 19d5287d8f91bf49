import { configureStore } from '@reduxjs/toolkit';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, routes } from '@/config/paths';
import { authReducer, credentialsReceived, getRedirectPath, sessionBootstrapped } from '@/features/auth';
import { makeAccessToken } from '@/test/jwt';
import { RequireAuth } from './require-auth';
import { RequireRole } from './require-role';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, back to {getRedirectPath(location.state, 'nowhere')}</p>;
}

function renderAt(url: string, session: { bootstrapped: boolean; userType?: 'customer' | 'admin' }) {
  const store = configureStore({ reducer: { auth: authReducer } });
  if (session.userType) {
    store.dispatch(
      credentialsReceived(makeAccessToken({ userId: 'u-1', userType: session.userType, userName: 'Aisyah' })),
    );
  }
  if (session.bootstrapped) store.dispatch(sessionBootstrapped());

  const router = createMemoryRouter(
    [
      { path: routes.login, element: <LoginProbe /> },
      {
        element: <RequireAuth />,
        children: [
          { path: routes.dashboard, element: <p>dashboard</p> },
          { element: <RequireRole role="admin" />, children: [{ path: routes.manageUsers, element: <p>users</p> }] },
        ],
      },
    ],
    { initialEntries: [url] },
  );

  render(
    <Provider store={store}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
}

describe('route guards', () => {
  it('waits for the silent refresh before deciding', () => {
    renderAt(paths.dashboard(), { bootstrapped: false });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText(/login page/)).toBeNull();
  });

  it('sends visitors to /login, remembering where they were going', () => {
    renderAt(`${paths.manageUsers()}?tab=admins#top`, { bootstrapped: true });
    expect(screen.getByText('login page, back to /manage-users?tab=admins#top')).toBeTruthy();
  });

  it('lets a signed-in user in', () => {
    renderAt(paths.dashboard(), { bootstrapped: true, userType: 'customer' });
    expect(screen.getByText('dashboard')).toBeTruthy();
  });

  it('sends users of another type to /dashboard', () => {
    renderAt(paths.manageUsers(), { bootstrapped: true, userType: 'customer' });
    expect(screen.getByText('dashboard')).toBeTruthy();
  });

  it('lets the right type in', () => {
    renderAt(paths.manageUsers(), { bootstrapped: true, userType: 'admin' });
    expect(screen.getByText('users')).toBeTruthy();
  });
});
