/** The `type` of React Router's bootstrap module while it waits (deferred-scripts.server.ts). */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';

/** The id of the JSON list of the page's module preloads while they wait. */
export const DEFERRED_PRELOADS_ID = 'deferred-module-preloads';

/** Scripts start at the latest this long after the loader has run, even if the page has not loaded. */
export const DEFERRED_SCRIPTS_LATEST_MS = 3000;

/**
 * The loader (plain ES5, under the page's nonce): once the page has loaded, at the first touch, click
 * or key, or after `DEFERRED_SCRIPTS_LATEST_MS`, it adds the module preloads to the head and runs the
 * bootstrap module's text as a module script of its own (in the head: React removes the body's
 * scripts it rendered once it has hydrated).
 */
export function deferredScriptsLoader(): string {
  return `(function () {
var doc = document, started = false;
function start() {
  if (started) return;
  started = true;
  var list = doc.getElementById("${DEFERRED_PRELOADS_ID}");
  var hrefs = list ? JSON.parse(list.textContent || "[]") : [];
  for (var i = 0; i < hrefs.length; i++) {
    var link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = hrefs[i];
    doc.head.appendChild(link);
  }
  var held = doc.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');
  if (!held) return;
  var script = doc.createElement("script");
  script.type = "module";
  script.nonce = held.nonce;
  script.textContent = held.textContent;
  doc.head.appendChild(script);
}
if (doc.readyState === "complete") start();
else {
  addEventListener("load", start);
  setTimeout(start, ${DEFERRED_SCRIPTS_LATEST_MS});
  var first = ["pointerdown", "keydown", "touchstart"];
  for (var i = 0; i < first.length; i++) addEventListener(first[i], start, { capture: true, passive: true, once: true });
}
})();`;
}
