import { lazy, memo } from 'react';
import { Deferred } from '../deferred';

export { copyrightLine } from './copyright';
// The fixed stack at the bottom of the page comes with the footer: one chunk for the page's chrome (header, footer,
// stack), as when the city question docked in the stack; apart, the stack's chunk carried its own preload list.
export { BottomStack } from '../bottom-stack';

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
