// Toasts (react-hot-toast's store, drawn by components/toaster.tsx) are never on a page as it opens: the library loads
// beside the first load, not in it ("Fast on a phone", docs/decisions.md). Code that may run in a page's first load
// shows its toasts through here; the pages' own code (loaded later) imports react-hot-toast/headless itself, the same
// module and store.

/** A toast, shown as soon as the library is there. */
export function showToast(kind: "success" | "error", text: string): void {
  void import("react-hot-toast/headless").then(({ default: toast }) => (kind === "success" ? toast.success(text) : toast.error(text)));
}

/** An error toast (spec A §8). */
export function toastError(message: string): void {
  showToast("error", message);
}
