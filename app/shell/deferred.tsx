import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page kept out of its first-load JavaScript (what lies under the first screen, forms
 * that wait for the visitor): the server renders it with the page; in the browser its chunk loads
 * as the page hydrates, and React hydrates the part when the chunk has come, leaving the server's
 * HTML in place until then. Its links work as plain links meanwhile; a form in it stays disabled
 * until it is live (useHydrated).
 *
 * - The part is a module named `*.deferred.tsx`, imported only with React.lazy: the build
 *   (vite.config.ts) lists that chunk's stylesheets with the importing page's, so the server's HTML
 *   of the part is styled from the first paint.
 * - Render <Deferred> from a component wrapped in `memo` whose props rarely change: an update that
 *   reaches a part still loading makes React drop the server's HTML and show `fallback`.
 * - `fallback` only shows after a client-side navigation, while the chunk loads.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
