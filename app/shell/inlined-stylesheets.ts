/**
 * Tells Vite's loader which stylesheets the page already has. The server writes the routes'
 * stylesheets inline (`<style data-href="/assets/a.css /assets/b.css">`, route-styles.tsx), those of
 * the parts that load later (`*.deferred.tsx`) among them; Vite's loader, before it runs such a
 * part's import(), looks only for `<link rel="stylesheet">` of the part's stylesheets and appended
 * one for each (the shell's included): a request per file, a restyle of the whole page after
 * hydration, and the shell's rules moved after the page's, so they won over rules of the same weight.
 *
 * React Router asks the same before every loader call of a route (its prefetchStyleLinks), and
 * without an answer it preloads the file again each time, unused.
 *
 * A disabled `<link rel="stylesheet">` per inlined file answers both questions: the browser neither
 * loads nor applies a disabled stylesheet. Called before hydration, when React finds such extra
 * elements in the head and leaves them be.
 */
export function announceInlinedStylesheets(doc: Document = document): void {
  const hrefs = new Set<string>();
  for (const style of doc.querySelectorAll('style[data-href]')) {
    // React Router gives some stylesheets with a trailing `#` and asks for them so before each of the
    // route's loader calls (a `<link rel="preload">` otherwise, never used: Chromium warns of each);
    // Vite asks for the file itself. Both forms are announced.
    for (const href of (style.getAttribute('data-href') ?? '').split(/\s+/)) {
      if (!href) continue;
      hrefs.add(href);
      hrefs.add(href.replace(/[#?].*$/, ''));
    }
  }
  const linked = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));
  for (const href of hrefs) {
    if (linked.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.setAttribute('data-inlined', '');
    link.href = href;
    doc.head.appendChild(link);
  }
}
