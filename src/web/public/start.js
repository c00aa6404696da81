// Starts the app once the first screen is painted (see src/server/agency/first-html.ts).
const { entry, preload = "" } = document.getElementById("start")?.dataset ?? {};

// A task boundary: a message posted to itself runs as a new task (not a timer, so a page whose timers are held
// still goes on).
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });

let start = async () => {
  start = () => {};
  if (entry) import(entry);
  // Each preload costs the main thread about a millisecond on a slow phone, and a page lists fifty: added in small
  // batches, one task each, they never make a long task (one that blocks a tap) of their own. Four, not eight: at
  // 4× CPU on a busy machine a batch of eight took 35–48 ms ("Every page fast on a phone, part 5").
  const files = preload.split(" ").filter(Boolean);
  for (let i = 0; i < files.length; i += 4) {
    const links = files.slice(i, i + 4).map((href) => Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "anonymous", href }));
    document.head.append(...links);
    await nextTask();
  }
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
