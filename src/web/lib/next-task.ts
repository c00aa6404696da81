// Work split across tasks ("Fast on a phone": a phone's main thread is never held for long, so a tap is answered).
// A message, not a timer: a timer is clamped, throttled in a background tab and held by a paused clock (the
// browser walks pause it), while a message is delivered as the next task.

/** Resolves in a task of its own, after what the browser has queued meanwhile (a tap, a frame). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
