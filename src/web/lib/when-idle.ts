/**
 * Runs `work` when the main thread is idle (at the latest after `timeout` ms) and gives back its cancel: work a page
 * does ahead for the next step, never inside the step's own task ("Every page fast on a phone").
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  // Safari has no requestIdleCallback: the next task after the page's own work then.
  if (typeof window.requestIdleCallback !== "function") {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(work, { timeout });
  return () => window.cancelIdleCallback(idle);
}
