import { nextTask } from "./next-task";

// The tab's title, written a task after the page that names it ("Every page fast on a phone", signed-in pages): a
// title written by an effect of a route change's commit cost that task 4–13 ms at 4× CPU (bench:signed-in's
// profiles of the back office), and nothing on screen waits for it. The last title asked for in a task is the one
// written, as when each was written at once.
let wanted: string | null = null;

export function setDocumentTitle(title: string): void {
  const queued = wanted !== null;
  wanted = title;
  if (queued) return;
  void nextTask().then(() => {
    const title = wanted;
    wanted = null;
    if (title !== null && document.title !== title) document.title = title;
  });
}
