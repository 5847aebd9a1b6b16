import { Outlet } from 'react-router';
import { ErrorPage, useRouteErrorPage } from '../../shell/error-page';
import { BottomStack, Footer, GuestHeader } from '../../shell/footer/footer';
import { useShellData } from '../../shell/shell-data';

/**
 * The default layout: header, page, footer and the bottom stack (support launcher, city question, cookie notice).
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
      <GuestHeader />
      <main id="main">{children}</main>
      <Footer />
      <BottomStack />
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
  return (
    <Chrome>
      <ErrorPage {...useRouteErrorPage()} />
    </Chrome>
  );
}
