import { localReturnPath } from '../../../lib/paths';

/** Query keys of the login dialog: removed from the address when it closes. */
export const LOGIN_QUERY_KEYS = ['login', 'redirect_back', 'path', 'social_link'] as const;

export const DEFAULT_AFTER_LOGIN = '/cabinet/subscriptions/';

const BASE = 'http://mestechko.invalid';

/**
 * A return path from the query, only when it is a path of this site (the shared normaliser:
 * resolved first, checked after). The login dialog's own keys are removed so the dialog does not
 * open again. Anything else gives null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  return localReturnPath(value, LOGIN_QUERY_KEYS);
}

/** Where a successful login goes: redirect_back, else path, else the subscriptions page. */
export function afterLoginPath(params: URLSearchParams): string {
  return safeRedirectPath(params.get('redirect_back')) ?? safeRedirectPath(params.get('path')) ?? DEFAULT_AFTER_LOGIN;
}

/** The current query without the login dialog's keys, as "?a=b" or "". */
export function searchWithoutLogin(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of LOGIN_QUERY_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The login page shows the form itself; the dialog never opens over it. */
const LOGIN_PAGE = /^\/login\/?$/;

/** Whether the address asks for the login dialog: `?login=dialog` on any page but /login/. */
export function wantsLoginDialog(pathname: string, search: string): boolean {
  return new URLSearchParams(search).get('login') === 'dialog' && !LOGIN_PAGE.test(pathname);
}

/**
 * The address that opens the login dialog over the current page: `?login=dialog`, with the page
 * itself (path and query) as redirect_back unless it is the main page.
 */
export function loginDialogHref(pathname: string, search: string): string {
  const params = new URLSearchParams({ login: 'dialog' });
  const back = `${pathname}${searchWithoutLogin(search)}`;
  if (back !== '/') params.set('redirect_back', back);
  return `${pathname}?${params.toString()}`;
}

/**
 * Where closing the dialog leaves the visitor: the page as it was before the dialog opened
 * (redirect_back, when it is this very page), else the current address without the dialog keys.
 */
export function closedDialogHref(pathname: string, search: string): string {
  const back = safeRedirectPath(new URLSearchParams(search).get('redirect_back'));
  if (back && new URL(back, BASE).pathname === pathname) return back;
  return `${pathname}${searchWithoutLogin(search)}`;
}

/**
 * Where a guest opening a page that needs login is sent: the main page with the
 * login dialog, `path` holding the wanted page. Takes the loader's request (`*.data` included).
 */
export function guestRedirect(request: Request): string {
  const url = new URL(request.url);
  const path = `${url.pathname.replace(/_?\.data$/, '')}${url.search}`;
  return `/?${new URLSearchParams({ login: 'dialog', path }).toString()}`;
}

/** A link to the login dialog over the main page that comes back to `back` after login. */
export function loginThenHref(back: string): string {
  return `/?${new URLSearchParams({ login: 'dialog', redirect_back: back }).toString()}`;
}
