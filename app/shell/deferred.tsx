import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { partsWanted, wantParts } from './deferred-gate';
import { partCopyShown, partLive, partNodes, partPending } from './deferred-input';

/**
 * A part of a page kept out of the page's JavaScript until the visitor uses the page (what lies
 * under the first screen, the footer, the header's menus, forms that wait for the visitor): the
 * server renders it with the page; in the browser its code is requested at the visitor's first
 * touch, key, scroll or pointer move, or when the router navigates (deferred-gate.ts), and React
 * hydrates the part when it has come, leaving the server's HTML in place until then. Its links work
 * as plain links meanwhile; its taps and submissions are held and done once it is live
 * (deferred-input.ts); a form in it may stay disabled until it is live (useHydrated).
 *
 * - The part is a module named `*.deferred.tsx` (or one the shell names in vite.config.ts), loaded
 *   with `deferredPart(() => import(…))`: the build lists that chunk's stylesheets with the
 *   importing page's, so the server's HTML of the part is styled from the first paint.
 * - Render <Deferred> from a component wrapped in `memo` whose props rarely change. An update that
 *   reaches a part still loading asks for its code at once; meanwhile the part shows a copy of the
 *   server's HTML, so nothing on the screen moves.
 * - `fallback` only shows after a client-side navigation, while the chunk loads.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [part] = useState(() => new PartOnPage());
  useEffect(() => part.hydrated(), [part]);
  // `part` is not state React renders from: it records the marker and whether the code has come, for
  // the effects and for the fallback, which reads the server's HTML before React removes it.
  /* eslint-disable react-hooks/refs */
  return (
    <>
      <template ref={part.attach} data-deferred-part="" />
      <Suspense fallback={<ServerCopy part={part} fallback={fallback} />}>
        <Live part={part}>{children}</Live>
      </Suspense>
    </>
  );
  /* eslint-enable react-hooks/refs */
}

/** One <Deferred> on the page: its marker before React's boundary, and whether its code has come. */
class PartOnPage {
  private marker: HTMLTemplateElement | null = null;
  private live = false;
  private copy: string | null = null;

  attach = (element: HTMLTemplateElement | null) => {
    this.marker = element;
  };

  /** The page around the part has hydrated: its taps are held while it is still the server's HTML. */
  hydrated() {
    if (!this.live && this.marker) partPending(this.marker);
  }

  /** The copy of the server's HTML is on the page: taps on it are held until the part is live. */
  copyShown = (copy: HTMLElement | null) => (copy && this.marker ? partCopyShown(copy, this.marker) : undefined);

  becameLive() {
    this.live = true;
    if (this.marker) partLive(this.marker);
  }

  /** The server's HTML of the part, read while React still leaves it on the page; null after a client-side navigation. */
  serverCopy(): string | null {
    if (this.copy === null && this.marker && !this.live) {
      this.copy = partNodes(this.marker).map(htmlOf).join('');
    }
    return this.copy || null;
  }
}

/** Inside the part's boundary: its effect runs when the part has hydrated or rendered. */
function Live({ part, children }: { part: PartOnPage; children: ReactNode }) {
  useEffect(() => part.becameLive(), [part]);
  return children;
}

/**
 * What the part shows while its code loads after React has let go of the server's HTML (an update
 * reached it first): a copy of that HTML, read from the page before React removes it. After a
 * client-side navigation there is none, and `fallback` shows. A tap on the copy is held and done on
 * the live part (deferred-input.ts).
 */
function ServerCopy({ part, fallback }: { part: PartOnPage; fallback: ReactNode }) {
  wantParts();
  // `part` is no React ref: its copy is read once from the page, and `copyShown` registers the element.
  /* eslint-disable react-hooks/refs */
  const copy = part.serverCopy();
  if (!copy) return fallback;
  return <div ref={part.copyShown} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: copy }} />;
  /* eslint-enable react-hooks/refs */
}

function htmlOf(node: Node): string {
  if (node instanceof Element) return node.outerHTML;
  return node.nodeType === Node.TEXT_NODE ? escapeText(node.textContent ?? '') : '';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A deferred part's component, for <Deferred>: on the server it renders with the page; in the browser
 * its module is imported once the parts are wanted (deferred-gate.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of React's own lazy()
export function deferredPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => partsWanted().then(load));
}
