import { Outlet } from 'react-router';
import styles from './webview.module.css';

/** Pages embedded in the mobile app: no site header or footer, the app draws its own chrome. */
export default function WebviewLayout() {
  return (
    <main id="main" className={styles.webview}>
      <Outlet />
    </main>
  );
}
