import { createContext, useContext } from 'react';
import { Links, UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

/** The text of a built stylesheet by its href (`/assets/x.css`); given by entry.server.tsx, absent in the browser. */
const CssTextContext = createContext<((href: string) => string | undefined) | null>(null);

export const CssTextProvider = CssTextContext.Provider;

/** Whether the server's HTML carries this stylesheet inline (React writes `<style data-href="a.css b.css">`). */
function inlinedInDocument(href: string): boolean {
  return document.querySelector(`style[data-href~="${href.replace(/["\\]/g, '\\$&')}"]`) !== null;
}

/**
 * The stylesheets of the matched routes (the CSS modules their chunks import), written into a
 * guest's first response instead of linked: nothing has to arrive before the first paint but the
 * HTML. A signed-in person's pages link them (entry.server.tsx gives no text), cached for the next.
 * They are React style resources (`precedence`), so React puts them in <head>, keeps one element
 * per stylesheet and, in the browser, finds the server's element by `data-href` instead of
 * hydrating it. A route reached later by client-side navigation gets its stylesheets as
 * `<link precedence>`, which React inserts and waits for before it shows the route (React Router
 * has preloaded them already). Nothing is ever removed: CSS modules are scoped, so another page's
 * rules stay harmless.
 */
function InlineRouteStyles() {
  const framework = useContext(FrameworkContext);
  const cssText = useContext(CssTextContext);
  const matches = useMatches();
  if (!framework) return <Links />;
  const { manifest, routeModules } = framework;
  const hrefs = [...new Set(matches.flatMap((match) => manifest.routes[match.id]?.css ?? []))];
  // A route's own links() (none today) would still need <Links />, which repeats the route CSS as <link>s.
  const ownLinks = matches.some((match) => typeof routeModules[match.id]?.links === 'function');
  return (
    <>
      {hrefs.map((href) => {
        const text = cssText ? cssText(href) : inlinedInDocument(href) ? '' : undefined;
        return text === undefined ? (
          <link key={href} rel="stylesheet" href={href} precedence="route" />
        ) : (
          <style key={href} href={href} precedence="route">
            {text}
          </style>
        );
      })}
      {ownLinks ? <Links /> : null}
    </>
  );
}

/** In development Vite injects the CSS itself (React Router's <Links /> adds the critical CSS). */
export const RouteStyles = import.meta.env.DEV ? Links : InlineRouteStyles;
