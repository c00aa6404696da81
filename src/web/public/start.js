// Fetches and starts the app once the server's first screen is painted (src/server/http/first-html.ts says why).
// The first paint is read from its timing entry, not a timer: a page whose timers are held (a throttled tab, a
// paused test clock) starts all the same. A hidden page paints nothing: it starts at once, or when shown.
const start = document.getElementById("start");
let started = false;
function run() {
  if (started) return;
  started = true;
  for (const href of (start?.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }
  if (start?.dataset.entry) import(start.dataset.entry);
}
if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) run();
else {
  document.addEventListener("visibilitychange", run, { once: true });
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    run();
  }).observe({ type: "paint", buffered: true });
}
