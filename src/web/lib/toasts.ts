// Toasts (react-hot-toast's store, drawn by components/toaster.tsx) are never on a page as it opens: the library loads
// beside the first load, not in it ("Fast on a phone", docs/decisions.md). The first-load code shows its toasts
// through here; the pages' own code (loaded later) imports react-hot-toast/headless itself, the same module and store.
import type * as HotToast from "react-hot-toast/headless";

let library: Promise<typeof HotToast> | null = null;

/** The toast library, imported once. */
function loadToasts(): Promise<typeof HotToast> {
  library ??= import("react-hot-toast/headless");
  return library;
}

/** An error toast (spec A §8), shown as soon as the library is there. */
export function toastError(message: string): void {
  void loadToasts().then((module) => module.default.error(message));
}
