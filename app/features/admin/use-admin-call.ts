import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { apiRequest } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';

/** One console call at a time: sends it, shows a refusal in the snackbar, then reloads the page's data. */
export function useAdminCall() {
  const revalidator = useRevalidator();
  const { showError } = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);

  async function call<T>(key: string, path: string, method: 'POST' | 'PUT', body?: unknown): Promise<T | null> {
    setBusy(key);
    try {
      const answer = await apiRequest<T>(path, { method, body });
      await revalidator.revalidate();
      return answer;
    } catch (error) {
      showError(error);
      return null;
    } finally {
      setBusy(null);
    }
  }

  return { busy, call };
}
