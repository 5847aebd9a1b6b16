import { useCallback } from 'react';
import { ApiError, apiRequest } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useAuthNavigate } from './use-auth-navigate';

export const AUTH_LOGOUT_EVENT = 'auth:logout';

/** GET /api/auth/logout: clears the session cookies and revokes the session. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<unknown>('/api/auth/logout');
  } catch (error) {
    // No session any more is what logging out wants anyway.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/** Logs out, reloads the shell data and goes to the main page. */
export function useLogout() {
  const authNavigate = useAuthNavigate();
  const { showError } = useSnackbar();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      showError(error);
      return;
    }
    window.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT));
    await authNavigate('/');
  }, [authNavigate, showError]);
}
