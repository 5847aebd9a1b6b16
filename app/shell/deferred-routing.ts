import { useFetchers, useNavigation, useRevalidator } from 'react-router';
import { wantParts } from './deferred-gate';
import { useViewer } from './shell-data';

/**
 * The router's updates reach every part of the page, and one that reaches a deferred part still
 * waiting for the visitor would wait with it (or drop its HTML): once the router navigates,
 * revalidates or runs a fetcher, the parts are wanted. So they are on a signed-in person's page as it
 * hydrates: the socket's counters change the viewer soon after, an update that reaches the parts
 * that read it. Called during render, before the update commits; rendered once by the root
 * (NavigationProgress).
 */
export function useWantPartsWhenRouting() {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const signedIn = useViewer() !== null;
  if (signedIn) wantParts();
  if (navigation.state !== 'idle' || revalidator.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')) wantParts();
}
