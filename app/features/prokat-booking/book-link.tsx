import type { ReactNode } from 'react';
import { SmartLink } from '../../shell/smart-link';
import { preloadBookingPanel } from './booking-gate';

/**
 * «Забронировать»: a link to this very page with the booking in its address, so it works as a plain
 * link too (the page opens with the panel). The page's data stays (the routes' shouldRevalidate);
 * the panel's code starts loading on the first sign of intent.
 */
export function BookLink({ href, className, label, children }: { href: string; className?: string; label?: string; children: ReactNode }) {
  return (
    <SmartLink
      to={href}
      preventScrollReset
      prefetch="none"
      className={className}
      aria-label={label}
      onMouseEnter={preloadBookingPanel}
      onFocus={preloadBookingPanel}
      onTouchStart={preloadBookingPanel}
      data-testid="book-link"
      rel="nofollow"
    >
      {children}
    </SmartLink>
  );
}
