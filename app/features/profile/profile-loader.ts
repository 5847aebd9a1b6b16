/** Where a guest is sent from a cabinet page: the main page with the login dialog, then back here. */
export function loginRedirect(request: Request): string {
  const url = new URL(request.url);
  const path = `${url.pathname.replace(/_?\.data$/, '')}${url.search}`;
  return `/?${new URLSearchParams({ login: 'dialog', path }).toString()}`;
}

/** The login dialog over the main page, returning to `back` after login. */
export function loginHref(back: string): string {
  return `/?login=dialog&redirect_back=${encodeURIComponent(back).replaceAll('%2F', '/')}`;
}
