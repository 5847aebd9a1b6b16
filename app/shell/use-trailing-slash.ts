import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Page paths end with a slash. The server redirects document requests; this does the same for
 * client-side navigations (forms without an explicit action resolve to the path without it).
 */
export function useTrailingSlash() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.pathname.endsWith('/')) return;
    void navigate(`${location.pathname}/${location.search}${location.hash}`, { replace: true });
  }, [location, navigate]);
}
