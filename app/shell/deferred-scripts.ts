import { FIRST_USE_EVENTS, PAGE_USED_GLOBAL } from './deferred-gate';

/** The `type` of React Router's bootstrap module while it waits (deferred-scripts.server.ts). */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';

/** The id of the JSON list of the page's module preloads while they wait. */
export const DEFERRED_PRELOADS_ID = 'deferred-module-preloads';

/** Scripts start at the latest this long after the loader has run, even if the page has not loaded. */
export const DEFERRED_SCRIPTS_LATEST_MS = 3000;

/**
 * The loader (plain ES5, under the page's nonce): once the page has loaded and its first contentful
 * paint is recorded (a quick page can load before it paints, and its scripts would then compete with
 * the paint; without paint timing, at the load alone), at the first touch, click or key, or after
 * `DEFERRED_SCRIPTS_LATEST_MS` (a tab in the background paints nothing), it adds the module preloads
 * to the head and runs the bootstrap module's text as a module script of its own (in the head: React
 * removes the body's scripts it rendered once it has hydrated). It also notes whether the visitor
 * used the page before the scripts came, for the deferred parts (deferred-gate.ts).
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
var loaded = false, painted = !paintTimed();
function paintTimed() {
  var P = typeof PerformanceObserver === "function" ? PerformanceObserver : null;
  if (!P || !P.supportedEntryTypes || P.supportedEntryTypes.indexOf("paint") < 0) return false;
  new P(function (list, observer) {
    var entries = list.getEntries();
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].name !== "first-contentful-paint") continue;
      observer.disconnect();
      painted = true;
      if (loaded) start();
    }
  }).observe({ type: "paint", buffered: true });
  return true;
}
function onLoad() {
  loaded = true;
  if (painted) start();
}
setTimeout(start, ${DEFERRED_SCRIPTS_LATEST_MS});
if (doc.readyState === "complete") onLoad();
else addEventListener("load", onLoad);
var first = ["pointerdown", "keydown", "touchstart"];
for (var i = 0; i < first.length; i++) addEventListener(first[i], start, { capture: true, passive: true, once: true });
var uses = ${JSON.stringify(FIRST_USE_EVENTS)};
function used() {
  doc.${PAGE_USED_GLOBAL} = true;
}
for (var j = 0; j < uses.length; j++) addEventListener(uses[j], used, { capture: true, passive: true, once: true });
})();`;
}
