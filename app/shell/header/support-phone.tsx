import { useLocation } from 'react-router';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { isRentalRoute } from '../shell-data';

/** The support phone with its hours; on rental pages the rental line instead. */
export function SupportPhone({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const phone = isRentalRoute(pathname) ? siteConfig.rentalPhone : siteConfig.supportPhone;
  return (
    <a className={className} href={phoneHref(phone)} data-testid="support-phone">
      <span>{formatPhone(phone)}</span>
      <small>{siteConfig.hours}</small>
    </a>
  );
}
