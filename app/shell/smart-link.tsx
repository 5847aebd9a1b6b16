import { useEffect, useState } from 'react';
import { Link, type LinkProps } from 'react-router';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the visitor is on 2g or asked the browser to save data. */
export function isConstrainedNetwork(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

function useCanPrefetch(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    setAllowed(!isConstrainedNetwork(connection));
  }, []);
  return allowed;
}

/** A Link that prefetches on intent, except on 2g or data saver. */
export function SmartLink({ prefetch = 'intent', ...props }: LinkProps) {
  const canPrefetch = useCanPrefetch();
  return <Link {...props} prefetch={canPrefetch ? prefetch : 'none'} />;
}
