import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, commitMutation, type Environment, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { closeWsClient, getEnvironment, resetEnvironment } from '../../platform/relay/environment';
import { getSignInDevice, getToken, setActAsUserId, setSignInDevice, setToken } from '../../platform/preferences/session';
import { PREFERENCE_KEYS, writePreference } from '../../platform/preferences/storage';
import type { SessionUser } from './roles';
import { FirmTimeZoneProvider } from '../../platform/FirmTimeZone';
import type { AuthContextUserByTokenQuery } from './__generated__/AuthContextUserByTokenQuery.graphql';
import type { AuthContextLoginMutation } from './__generated__/AuthContextLoginMutation.graphql';
import type { AuthContextResetPasswordMutation } from './__generated__/AuthContextResetPasswordMutation.graphql';
import type { AuthContextLogoutMutation } from './__generated__/AuthContextLogoutMutation.graphql';

/** spec 1 §4 "Login status". */
export type LoginStatus = 'loggedOut' | 'loggingIn' | 'loggedIn' | 'error';

const userByTokenQuery = graphql`
  query AuthContextUserByTokenQuery($token: String!) {
    # The firm's zone, loaded once per sign-in with the user (ARCHITECTURE "Time").
    timeZone
    userByToken(token: $token) {
      userId
      organizationId
      firstName
      lastName
      name
      email
      roles {
        name
      }
      teams {
        teamId
        name
        active
      }
    }
  }
`;

const loginMutation = graphql`
  mutation AuthContextLoginMutation($email: String!, $password: String!, $device: String) {
    login(email: $email, password: $password, device: $device) {
      token
      device
    }
  }
`;

const resetPasswordMutation = graphql`
  mutation AuthContextResetPasswordMutation($password: String!, $token: String!) {
    resetPassword(password: $password, token: $token) {
      token
    }
  }
`;

const logoutMutation = graphql`
  mutation AuthContextLogoutMutation {
    logout
  }
`;

interface AuthState {
  status: LoginStatus;
  user: SessionUser | null;
  /** The firm's IANA time zone from the server; null until signed in. */
  timeZone: string | null;
  environment: Environment;
  /** Path the user wanted when a stored token failed to restore (spec 1 §4). */
  restoreFailedFrom: string | null;
  /** Set by Log Out: the guard then goes to / without a redirect value. */
  loggedOutByUser: boolean;
}

interface AuthApi extends AuthState {
  login(email: string, password: string): Promise<boolean>;
  resetPassword(password: string, token: string): Promise<boolean>;
  logout(): void;
}

const AuthContext = createContext<AuthApi | null>(null);

function mutate<T extends MutationParameters>(environment: Environment, mutation: GraphQLTaggedNode, variables: T['variables']): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve(response as T['response'])),
      onError: reject,
    });
  });
}

async function fetchSessionUser(environment: Environment, token: string): Promise<{ user: SessionUser; timeZone: string }> {
  const data = await fetchQuery<AuthContextUserByTokenQuery>(environment, userByTokenQuery, { token }, { fetchPolicy: 'network-only' }).toPromise();
  const u = data?.userByToken;
  if (!u) throw new Error('Token not recognised');
  return { user: { ...u, email: u.email ?? '', roles: u.roles.map((r) => r.name), teams: u.teams.map((t) => ({ ...t })) }, timeZone: data.timeZone };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => ({
    status: getToken() ? 'loggingIn' : 'loggedOut',
    user: null,
    timeZone: null,
    environment: getEnvironment(),
    restoreFailedFrom: null,
    loggedOutByUser: false,
  }));
  const restoring = useRef(false);

  // spec 1 §4: on load with a stored token: loggingIn, then loggedIn, or a silent log-out.
  useEffect(() => {
    const token = getToken();
    if (!token || restoring.current) return;
    restoring.current = true;
    fetchSessionUser(state.environment, token)
      .then(({ user, timeZone }) => setState((s) => ({ ...s, status: 'loggedIn', user, timeZone })))
      .catch(() => {
        setToken(null);
        const environment = resetEnvironment();
        setState({ status: 'loggedOut', user: null, timeZone: null, environment, restoreFailedFrom: window.location.pathname + window.location.search, loggedOutByUser: false });
      });
  }, [state.environment]);

  const signIn = useCallback(async (obtainToken: (env: Environment) => Promise<string>) => {
    setState((s) => ({ ...s, status: 'loggingIn' }));
    try {
      const environment = resetEnvironment();
      const token = await obtainToken(environment);
      setToken(token);
      // spec 1 §3: act-as defaults to the current user on each session.
      setActAsUserId(null);
      writePreference(PREFERENCE_KEYS.selectedTeamId, null);
      const { user, timeZone } = await fetchSessionUser(environment, token);
      setState({ status: 'loggedIn', user, timeZone, environment, restoreFailedFrom: null, loggedOutByUser: false });
      return true;
    } catch (e) {
      // spec 1 §8: login or reset failure is logged; status becomes error.
      console.error('Sign-in failed', e);
      setToken(null);
      setState((s) => ({ ...s, status: 'error', user: null }));
      return false;
    }
  }, []);

  const login = useCallback(
    (email: string, password: string) =>
      signIn(async (env) => {
        const { login: answer } = await mutate<AuthContextLoginMutation>(env, loginMutation, { email, password, device: getSignInDevice(email) });
        setSignInDevice(email, answer.device);
        return answer.token;
      }),
    [signIn],
  );

  const resetPassword = useCallback(
    (password: string, token: string) =>
      signIn(async (env) => (await mutate<AuthContextResetPasswordMutation>(env, resetPasswordMutation, { password, token })).resetPassword.token),
    [signIn],
  );

  // spec 1 §4: log out removes the token, clears the user, goes to /.
  const logout = useCallback(() => {
    const env = getEnvironment();
    if (getToken()) mutate<AuthContextLogoutMutation>(env, logoutMutation, {}).catch(() => undefined);
    setToken(null);
    setActAsUserId(null);
    writePreference(PREFERENCE_KEYS.selectedTeamId, null);
    closeWsClient();
    const environment = resetEnvironment();
    setState({ status: 'loggedOut', user: null, timeZone: null, environment, restoreFailedFrom: null, loggedOutByUser: true });
  }, []);

  const api = useMemo<AuthApi>(() => ({ ...state, login, resetPassword, logout }), [state, login, resetPassword, logout]);
  return (
    <AuthContext.Provider value={api}>
      <FirmTimeZoneProvider timeZone={state.timeZone}>{children}</FirmTimeZoneProvider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthApi {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/** The signed-in user; only for components under the authenticated routes. */
export function useSessionUser(): SessionUser {
  const { user } = useAuth();
  if (!user) throw new Error('No signed-in user');
  return user;
}
