import { lazy, memo } from 'react';
import { Deferred } from '../deferred';

export { copyrightLine } from './copyright';

// Under every page's first screen: the server renders it, the browser hydrates it after the page (shell/deferred.tsx).
const SiteFooter = lazy(() => import('./footer.deferred').then((module) => ({ default: module.SiteFooter })));

/** The footer of the default and cabinet layouts (footer.deferred.tsx). */
export const Footer = memo(function Footer() {
  return (
    <Deferred>
      <SiteFooter />
    </Deferred>
  );
});
