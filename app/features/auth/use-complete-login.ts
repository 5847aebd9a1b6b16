import { useCallback } from 'react';
import type { LoginResult } from '../../../domains/auth/schema';
import { afterLoginPath } from './safe-redirect';
import { useAuthNavigate } from './use-auth-navigate';

/** The event other parts of the page may listen to after a login. */
export const AUTH_SUCCESS_EVENT = 'auth:success';

/**
 * After a successful login: the auth-success event, the shell data marked stale (the header
 * reloads with the user) and the way on: redirect_back, else path, else the subscriptions page.
 */
export function useCompleteLogin() {
  const authNavigate = useAuthNavigate();
  return useCallback(
    (result: LoginResult, search: string) => {
      window.dispatchEvent(new CustomEvent(AUTH_SUCCESS_EVENT, { detail: { user: result.user } }));
      void authNavigate(afterLoginPath(new URLSearchParams(search)), { replace: true });
    },
    [authNavigate],
  );
}
