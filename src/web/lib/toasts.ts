// Toasts (react-hot-toast) are never on a page as it opens: the library loads beside the first load, not in it
// ("Fast on a phone", docs/decisions.md). The first-load code shows its toasts through here; the pages' own code
// (loaded later) imports react-hot-toast itself, the same module and the same toaster.
import type * as HotToast from "react-hot-toast";

let library: Promise<typeof HotToast> | null = null;

/** The toast library, imported once. */
export function loadToasts(): Promise<typeof HotToast> {
  library ??= import("react-hot-toast");
  return library;
}

/** An error toast (spec A §8), shown as soon as the library is there. */
export function toastError(message: string): void {
  void loadToasts().then((module) => module.default.error(message));
}
