import type { ReactNode } from 'react';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { cabinetMenu, webviewCabinetMenu } from './cabinet-menu';
import { CabinetNav } from './cabinet-nav';
import { ReturnBanner } from './return-banner';
import styles from './cabinet-layout.module.css';

/**
 * The cabinet: header, the menu (sidebar from 1280 px, top menu below: one menu), the page, footer.
 * Guards and the company list come from the cabinet routes that use it.
 */
export function CabinetLayout({ hasCompanies, children }: { hasCompanies: boolean; children: ReactNode }) {
  const items = cabinetMenu(hasCompanies);
  return (
    <>
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      <Header />
      <div className={`container ${styles.body}`}>
        <CabinetNav items={items} variant="site" />
        <main id="main" className={styles.content}>
          <ReturnBanner />
          {children}
        </main>
      </div>
      <Footer />
    </>
  );
}

/** The cabinet inside the mobile app: the app draws its own navigation, links stay in /webview/. */
export function WebviewCabinetLayout({ hasCompanies, children }: { hasCompanies: boolean; children: ReactNode }) {
  const items = webviewCabinetMenu(hasCompanies);
  return (
    <>
      <CabinetNav items={items} variant="webview" />
      {/* the webview layout around it is the page's <main> */}
      <div className={styles.webviewContent}>{children}</div>
    </>
  );
}
