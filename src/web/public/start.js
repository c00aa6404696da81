// Starts the app once the first screen is painted (see src/server/http/first-html.ts).
const { entry, preload = "" } = document.getElementById("start")?.dataset ?? {};
let start = () => {
  start = () => {};
  for (const href of preload.split(" ").filter(Boolean)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "anonymous", href }));
  }
  if (entry) import(entry);
};
if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) start();
else {
  document.addEventListener("visibilitychange", () => start(), { once: true });
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) {
      observer.disconnect();
      start();
    }
  }).observe({ type: "paint", buffered: true });
}
