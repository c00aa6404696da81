// Fetches and starts the app once the server's first screen is painted (src/server/http/first-html.ts says why).
const start = document.getElementById("start");
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of (start?.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "anonymous";
      link.href = href;
      document.head.append(link);
    }
    if (start?.dataset.entry) import(start.dataset.entry);
  }, 0),
);
