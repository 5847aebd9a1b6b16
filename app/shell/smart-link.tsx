import { useState, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
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

/**
 * Read during render, not in an effect: a link's prefetch mode only decides which intent handlers
 * it gets, never its HTML, so the server's `false` and the browser's answer hydrate alike, and no
 * link renders twice while the page hydrates.
 */
function canPrefetch(): boolean {
  if (typeof navigator === 'undefined') return false;
  return !isConstrainedNetwork((navigator as Navigator & { connection?: NetworkInformation }).connection);
}

export type SmartLinkProps = Omit<LinkProps, 'prefetch'> & { prefetch?: 'intent' | 'none' };

/**
 * The site's link (lint forbids React Router's own elsewhere). It prefetches the next page on
 * intent, except on 2g or data saver, and asks the server for the route behind it (React Router's
 * route discovery) only on intent too: a page whose links were all discovered at load fetched the
 * routes of every link and then re-rendered the whole app once they came, the longest task after
 * hydration. A click on a link nobody hovered or focused discovers its route on the way.
 */
export function SmartLink(props: SmartLinkProps) {
  return ON_SERVER && isSitePath(props.to) && props.mask === undefined ? <ServerLink {...props} /> : <LiveLink {...props} />;
}

const ON_SERVER = typeof document === 'undefined';

/** A path of this site (`/…`, not `//host/…`), which React Router's link writes into `href` unchanged. */
function isSitePath(to: SmartLinkProps['to']): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');
}

/**
 * On the server a link is its anchor, as React Router's Link renders it there (the browser hydrates
 * a Link into the same element): its hooks only prepare the click, the hover and the discovery,
 * which do nothing on the server, and they were a twentieth of a cabinet page's render.
 */
function ServerLink({
  to,
  discover,
  prefetch: _prefetch,
  reloadDocument: _reloadDocument,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  target,
  ...anchor
}: SmartLinkProps) {
  return <a {...anchor} href={to as string} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}

function LiveLink({ prefetch = 'intent', discover, onFocus, onMouseEnter, onTouchStart, ...props }: SmartLinkProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      prefetch={prefetch === 'intent' && canPrefetch() ? 'intent' : 'none'}
      discover={discover ?? (wanted ? 'render' : 'none')}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        setWanted(true);
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        setWanted(true);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        setWanted(true);
      }}
    />
  );
}
