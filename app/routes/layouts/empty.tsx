import { Outlet } from 'react-router';

/** A bare page: no header, footer or widgets (payment redirects, developer pages). */
export default function EmptyLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
