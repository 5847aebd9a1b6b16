import { memo } from 'react';
import { Deferred, deferredPart } from '../deferred';

export { copyrightLine } from './copyright';

// A page's chrome is the server's HTML until the visitor uses the page (shell/deferred.tsx): one chunk,
// footer.deferred.tsx, brings the footer, the header and the bottom stack then.
const loadChrome = () => import('./footer.deferred');
const SiteFooter = deferredPart(() => loadChrome().then((module) => ({ default: module.SiteFooter })));
const HeaderPart = deferredPart(() => loadChrome().then((module) => ({ default: module.Header })));
const BottomStackPart = deferredPart(() => loadChrome().then((module) => ({ default: module.BottomStack })));

/** The footer of every layout with chrome. */
export const Footer = memo(function Footer() {
  return (
    <Deferred>
      <SiteFooter />
    </Deferred>
  );
});

/**
 * The header of guest pages (the default layout). The cabinet and the console render theirs live
 * (header/header.tsx): a signed-in header follows the socket's counters from the first second.
 */
export const GuestHeader = memo(function GuestHeader() {
  return (
    <Deferred>
      <HeaderPart />
    </Deferred>
  );
});

/** The support launcher and the cookie notice at the bottom of guest pages (bottom-stack.tsx). */
export const BottomStack = memo(function BottomStack() {
  return (
    <Deferred>
      <BottomStackPart />
    </Deferred>
  );
});
