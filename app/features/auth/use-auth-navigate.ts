import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { markAuthChanged } from '../../shell/shell-data';

/**
 * Navigates after a login or logout: the auth change is marked first, so the root loader
 * reruns with this navigation and the header shows the new viewer.
 */
export function useAuthNavigate() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string, options?: NavigateOptions) => {
      markAuthChanged();
      await navigate(to, options);
    },
    [navigate],
  );
}
