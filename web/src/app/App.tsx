import { useMemo } from 'react';
import { Theme } from '@radix-ui/themes';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth/AuthContext';
import { createRouter } from './router';
import { AlertProvider } from '../ui/Alerts';

function WithRelay() {
  const { environment } = useAuth();
  const router = useMemo(() => createRouter(), []);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}

export function App() {
  return (
    <Theme accentColor="indigo" grayColor="slate" radius="medium" scaling="100%">
      <AlertProvider>
        <AuthProvider>
          <WithRelay />
        </AuthProvider>
      </AlertProvider>
    </Theme>
  );
}
