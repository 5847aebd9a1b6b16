import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { CookieNotice } from '../../shell/cookie-notice';
import { ErrorPage } from '../../shell/error-page';
import { Footer } from '../../shell/footer/footer';
import { Header } from '../../shell/header/header';
import { useShellData } from '../../shell/shell-data';
import { SupportLauncher } from '../../shell/support/support-launcher';

/**
 * The default layout: header, page, footer, support launcher and cookie notice.
 * Opened from the mobile app (webview flag), the same pages render bare.
 */
function Chrome({ children }: { children: React.ReactNode }) {
  const { webview } = useShellData();
  if (webview) return <main id="main">{children}</main>;
  return (
    <>
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      <Header />
      <main id="main">{children}</main>
      <Footer />
      <SupportLauncher />
      <CookieNotice />
    </>
  );
}

export default function DefaultLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? 'Страница не найдена'
      : isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
        ? error.data
        : 'Что-то пошло не так. Попробуйте обновить страницу';
  return (
    <Chrome>
      <ErrorPage status={status} message={message} />
    </Chrome>
  );
}
