import { Suspense, type ReactNode } from 'react';

interface DeferredProps {
  /** The part whose code comes later: a React.lazy component. */
  children: ReactNode;
  /** Shown while that code loads after a client-side navigation (the server's HTML stands in otherwise). */
  fallback?: ReactNode;
  /**
   * The CSS modules the part's HTML uses that the importing module does not use itself. A module
   * that only a lazy chunk imports brings its CSS with that chunk, after the first paint, while the
   * server's HTML of the part is already on screen: naming the modules here keeps their rules in
   * the page's first stylesheets. Not read at run time.
   */
  styles?: readonly object[];
}

/**
 * A part of a page kept out of its first-load JavaScript (forms below the fold): the server renders
 * it as usual; in the browser its chunk loads as the page hydrates and React hydrates it when the
 * chunk has come, leaving the server's HTML in place until then. Render it from a component that
 * takes no props and is wrapped in `memo`, so the page's own updates do not reach a part still
 * loading (React would otherwise drop the server's HTML and show the fallback).
 */
export function Deferred({ children, fallback = null }: DeferredProps) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
