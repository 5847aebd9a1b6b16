import { useLocation } from 'react-router';
import { SmartLink, type SmartLinkProps } from './smart-link';

/**
 * Whether `to` is the page at `pathname` or (unless `end`) a section above it, as React Router's
 * NavLink decides (case-insensitive, a trailing slash of `to` ignored at the boundary).
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  if (end) return false;
  const boundary = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here.startsWith(target) && here.charAt(boundary) === '/';
}

/** The current path, read once by a menu for all its links (MenuLink). */
export function useMenuPath(): string {
  return useLocation().pathname;
}

/**
 * A menu's link: the menu reads the path once (useMenuPath) and tells each link whether it is the
 * current page, instead of a NavLink per item that resolves and compares its own path, twice over.
 */
export function MenuLink({
  to,
  current,
  activeClassName,
  ...props
}: Omit<SmartLinkProps, 'to' | 'className'> & { to: string; current: boolean; activeClassName: string }) {
  return <SmartLink {...props} to={to} className={current ? activeClassName : undefined} aria-current={current ? 'page' : undefined} />;
}
