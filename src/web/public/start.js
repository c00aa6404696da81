// Starts the app once the server's first screen is painted (src/server/http/first-html.ts says why).
const entry = document.getElementById("start")?.dataset.entry;
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry), 0));
